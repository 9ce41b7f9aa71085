import { PanelLeftClose } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { sidebarStrings as t } from '../chat.strings.ts';
import { ConversationList, type ConversationListProps } from './conversation-list.tsx';
import { ConversationRail } from './conversation-rail.tsx';

interface ConversationSidebarProps extends ConversationListProps {
  expanded: boolean;
  onToggle: () => void;
}

/** From 768 px: always shown, 16rem wide, or 3rem of icons when collapsed (Ctrl/Cmd+B). */
export function ConversationSidebar({ expanded, onToggle, ...list }: ConversationSidebarProps) {
  return (
    <nav
      id="chat-sidebar"
      aria-label={t.heading}
      className={cn(
        'hidden shrink-0 flex-col border-r border-sand-deep bg-white transition-[width] duration-200 md:flex',
        expanded ? 'w-64' : 'w-12',
      )}
    >
      {expanded ? (
        <>
          <div className="flex min-h-16 items-center justify-between gap-2 border-b border-sand-deep pr-2 pl-4">
            <h2 className="font-serif text-lg text-ink">{t.heading}</h2>
            <button
              type="button"
              onClick={onToggle}
              aria-label={t.collapse}
              aria-expanded={true}
              aria-controls="chat-sidebar"
              aria-keyshortcuts="Control+B Meta+B"
              className="inline-flex size-10 items-center justify-center rounded-lg text-ink-soft hover:bg-sand-deep hover:text-ink"
            >
              <PanelLeftClose aria-hidden="true" className="size-5" />
            </button>
          </div>
          <ConversationList {...list} />
        </>
      ) : (
        <ConversationRail
          chats={list.chats}
          activeId={list.activeId}
          onExpand={onToggle}
          onNewChat={list.onNewChat}
          creating={list.creating}
        />
      )}
    </nav>
  );
}
