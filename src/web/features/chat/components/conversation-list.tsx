import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { href, Link } from 'react-router';
import type { ChatSummary } from '#shared/chat.ts';
import { SEARCH_QUERY_MAX } from '#shared/schemas/chat.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { sidebarStrings as t } from '../chat.strings.ts';
import { ChatSearchBox, ChatSearchResults } from './chat-search.tsx';
import { ConversationItem } from './conversation-item.tsx';

export interface ConversationListProps {
  chats: ChatSummary[];
  activeId: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onNewChat: () => void;
  creating: boolean;
  onRename: (chatId: string, title: string) => void;
  /** Resolves true once the chat is deleted. */
  onDelete: (chatId: string) => Promise<boolean>;
  deleting: boolean;
  /** The monthly-limit notice for plans with a conversation limit, when it is reached. */
  chatLimitText: string | null;
  onSelect?: () => void;
}

export function ConversationList(props: ConversationListProps) {
  const { chats, activeId } = props;
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ChatSummary | null>(null);
  const newChat = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const hintId = useId();
  const resultsId = useId();
  const searchStatusId = useId();
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  // Which row asked, and whether its chat is gone: that decides where focus goes when the dialog closes.
  const asked = useRef<{ id: string; deleted: boolean } | null>(null);

  const askDelete = (chat: ChatSummary) => {
    asked.current = { id: chat.id, deleted: false };
    setToDelete(chat);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    if (await props.onDelete(toDelete.id)) {
      if (asked.current) asked.current.deleted = true;
      setToDelete(null);
    }
  };

  const focusAfterDialog = () => {
    const rows = list.current;
    const from = asked.current;
    const row =
      from && !from.deleted
        ? rows?.querySelector<HTMLElement>(`a[href$="c=${encodeURIComponent(from.id)}"]`)
        : null;
    const current = rows?.querySelector<HTMLElement>('[aria-current="page"]');
    (row ?? current ?? newChat.current)?.focus();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="p-3">
        <Button ref={newChat} onClick={props.onNewChat} loading={props.creating} className="w-full">
          <Plus aria-hidden="true" className="size-4" />
          {t.newChat}
        </Button>
      </div>
      <ChatSearchBox
        value={query}
        onChange={setQuery}
        resultsId={resultsId}
        errorId={searchStatusId}
        invalid={query.trim().length > SEARCH_QUERY_MAX}
      />
      {searching && (
        <ChatSearchResults
          query={query}
          id={resultsId}
          errorId={searchStatusId}
          activeId={activeId}
          onOpen={() => {
            setQuery('');
            props.onSelect?.();
          }}
        />
      )}
      {/* Hidden, not unmounted, while searching: a rename or a delete in progress is kept. */}
      <div hidden={searching} className="min-h-0 flex-1 overflow-y-auto px-2 pb-3 [&[hidden]]:hidden">
        <p id={hintId} className="sr-only">
          {t.moreActions}
        </p>
        <ul ref={list} aria-describedby={hintId} className="flex flex-col gap-0.5">
          {chats.map((chat) => (
            <ConversationItem
              key={chat.id}
              chat={chat}
              active={chat.id === activeId}
              renaming={chat.id === renamingId}
              onStartRename={() => setRenamingId(chat.id)}
              onRenamed={(title) => {
                setRenamingId(null);
                if (title) props.onRename(chat.id, title);
              }}
              onAskDelete={() => askDelete(chat)}
              onSelect={props.onSelect}
            />
          ))}
        </ul>
        {props.hasMore && (
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onLoadMore}
            loading={props.loadingMore}
            className="mt-2 w-full"
          >
            {t.showMore}
          </Button>
        )}
      </div>
      {props.chatLimitText && (
        <div className="m-3 mt-0 flex flex-col gap-2 rounded-lg border border-gold/40 bg-amber-note p-3 text-sm text-ink">
          <p>{props.chatLimitText}</p>
          <Link to={href('/pricing')} className="font-semibold text-teal-dark underline underline-offset-4">
            {t.upgrade}
          </Link>
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t.deleteTitle}
        description={t.deleteDescription(toDelete?.title ?? '')}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        busy={props.deleting}
        busyLabel={t.deleting}
        onConfirm={() => void confirmDelete()}
        onCloseAutoFocus={(event) => {
          // Back to the row that asked; if its chat is gone, to the open chat, else to "New Chat".
          event.preventDefault();
          focusAfterDialog();
        }}
      />
    </div>
  );
}
