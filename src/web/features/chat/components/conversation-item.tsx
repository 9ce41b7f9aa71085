import { Pencil, Trash2 } from 'lucide-react';
import { ContextMenu } from 'radix-ui';
import { useRef } from 'react';
import { href, Link } from 'react-router';
import type { ChatSummary } from '#shared/chat.ts';
import { cn } from '#web/lib/cn.ts';
import { sidebarStrings as t } from '../chat.strings.ts';
import { RenameInput, type RenameEnd } from './rename-input.tsx';

interface ConversationItemProps {
  chat: ChatSummary;
  active: boolean;
  renaming: boolean;
  onStartRename: () => void;
  onRenamed: (title: string | null) => void;
  onAskDelete: () => void;
  /** After choosing a chat (the drawer closes). */
  onSelect?: (() => void) | undefined;
}

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md text-ink-soft hover:bg-white hover:text-ink';
const menuItem =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-ink outline-none data-[highlighted]:bg-teal-soft data-[highlighted]:text-teal-dark';

/**
 * One conversation in the list. The open one offers rename, the others delete (one quick action each);
 * both are in its context menu (right-click, long-press, or the menu key / Shift+F10 on the focused row).
 */
export function ConversationItem({
  chat,
  active,
  renaming,
  onStartRename,
  onRenamed,
  onAskDelete,
  onSelect,
}: ConversationItemProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const acted = useRef(false);

  const finishRename = (title: string | null, how: RenameEnd) => {
    onRenamed(title);
    // Keyboard users continue from the row they renamed; a click elsewhere keeps its own focus.
    if (how !== 'blur') requestAnimationFrame(() => link.current?.focus());
  };

  return (
    <li>
      <ContextMenu.Root>
        <ContextMenu.Trigger asChild>
          <div
            className={cn(
              'flex items-center gap-1 rounded-lg pr-1 [-webkit-touch-callout:none]',
              active ? 'bg-teal-soft' : 'hover:bg-sand',
            )}
          >
            {renaming ? (
              <div className="flex flex-1 p-1">
                <RenameInput initial={chat.title} onDone={finishRename} />
              </div>
            ) : (
              <Link
                ref={link}
                to={`${href('/chat')}?c=${encodeURIComponent(chat.id)}`}
                aria-current={active ? 'page' : undefined}
                onClick={onSelect}
                className={cn(
                  'flex min-h-11 min-w-0 flex-1 items-center rounded-lg px-3 py-2 text-sm',
                  active ? 'font-semibold text-teal-dark' : 'text-ink',
                )}
              >
                <span className="truncate">{chat.title}</span>
              </Link>
            )}
            {!renaming &&
              (active ? (
                <button
                  type="button"
                  onClick={onStartRename}
                  aria-label={t.renameButton(chat.title)}
                  className={iconButton}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
              ) : (
                <button
                  type="button"
                  onClick={onAskDelete}
                  aria-label={t.deleteButton(chat.title)}
                  className={iconButton}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              ))}
          </div>
        </ContextMenu.Trigger>
        <ContextMenu.Portal>
          <ContextMenu.Content
            onCloseAutoFocus={(event) => {
              // A chosen action decides where focus goes next (the rename field, the confirm dialog).
              if (acted.current) event.preventDefault();
              acted.current = false;
            }}
            className="z-[60] min-w-44 rounded-xl border border-sand-deep bg-white p-1.5 shadow-lg"
          >
            <ContextMenu.Item
              className={menuItem}
              onSelect={() => {
                acted.current = true;
                onStartRename();
              }}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t.rename}
            </ContextMenu.Item>
            <ContextMenu.Item
              className={cn(menuItem, 'text-rose data-[highlighted]:text-rose')}
              onSelect={() => {
                acted.current = true;
                onAskDelete();
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t.delete}
            </ContextMenu.Item>
          </ContextMenu.Content>
        </ContextMenu.Portal>
      </ContextMenu.Root>
    </li>
  );
}
