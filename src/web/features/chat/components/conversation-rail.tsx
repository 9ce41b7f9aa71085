import { PanelLeftOpen, Plus } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { href, Link } from 'react-router';
import type { ChatSummary } from '#shared/chat.ts';
import { cn } from '#web/lib/cn.ts';
import { sidebarStrings as t } from '../chat.strings.ts';

const railButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-sand-deep aria-[current=page]:bg-teal-soft aria-[current=page]:text-teal-dark';

/**
 * An icon with its name as a tooltip (the 700 ms delay of docs/product/specification.md#timings is Radix's
 * default).
 */
function WithTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 max-w-60 rounded-md bg-ink px-2 py-1 text-sm text-white"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** The first letter or digit of a title (a whole character, also beyond the basic plane), upper case. */
export function initialOf(title: string): string {
  for (const char of title) if (/[\p{L}\p{N}]/u.test(char)) return char.toLocaleUpperCase();
  return '#';
}

interface ConversationRailProps {
  chats: ChatSummary[];
  activeId: string | null;
  onExpand: () => void;
  onNewChat: () => void;
  creating: boolean;
}

/** The collapsed sidebar (3rem): icons only, each named for screen readers and in a tooltip. */
export function ConversationRail({ chats, activeId, onExpand, onNewChat, creating }: ConversationRailProps) {
  return (
    <Tooltip.Provider>
      <div className="flex min-h-0 flex-1 flex-col items-center gap-1 py-3">
        <WithTip label={t.expand}>
          <button
            type="button"
            onClick={onExpand}
            aria-label={t.expand}
            aria-expanded={false}
            aria-controls="chat-sidebar"
            aria-keyshortcuts="Control+B Meta+B"
            className={railButton}
          >
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          </button>
        </WithTip>
        <WithTip label={t.newChat}>
          <button
            type="button"
            onClick={onNewChat}
            disabled={creating}
            aria-label={t.newChat}
            className={cn(railButton, 'bg-teal text-white hover:bg-teal-dark')}
          >
            <Plus aria-hidden="true" className="size-5" />
          </button>
        </WithTip>
        <ul className="mt-2 flex min-h-0 flex-col items-center gap-1 overflow-y-auto">
          {chats.map((chat) => (
            <li key={chat.id}>
              <WithTip label={chat.title}>
                <Link
                  to={`${href('/chat')}?c=${encodeURIComponent(chat.id)}`}
                  aria-label={chat.title}
                  aria-current={chat.id === activeId ? 'page' : undefined}
                  className={railButton}
                >
                  {/* The title's first letter, so the icons differ at a glance; the name is the title. */}
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 items-center justify-center rounded-full border border-current text-sm font-semibold"
                  >
                    {initialOf(chat.title)}
                  </span>
                </Link>
              </WithTip>
            </li>
          ))}
        </ul>
      </div>
    </Tooltip.Provider>
  );
}
