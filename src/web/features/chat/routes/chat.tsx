import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSidebarShortcut, useSidebarState } from '#web/components/ui/use-sidebar-state.ts';
import { appMeta } from '#web/lib/page-meta.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { useUsage } from '../api/get-usage.ts';
import { useChats } from '../api/list-chats.ts';
import { useChatUi } from '../chat-ui-store.ts';
import { chatStrings as t, headerStrings, sidebarStrings, toastStrings } from '../chat.strings.ts';
import { ChatHeader } from '../components/chat-header.tsx';
import { ChatPane } from '../components/chat-pane.tsx';
import { ConversationDrawer } from '../components/conversation-drawer.tsx';
import type { ConversationListProps } from '../components/conversation-list.tsx';
import { ConversationSidebar } from '../components/conversation-sidebar.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { useAutoCreateChat } from '../hooks/use-auto-create-chat.ts';
import { useChatActions } from '../hooks/use-chat-actions.ts';
import { useCheckInDraft } from '../hooks/use-check-in-draft.ts';
import { useOfflineCopy } from '../hooks/use-offline-copy.ts';
import { useChatSelection } from '../hooks/use-chat-selection.ts';
import { allChats } from '../lib/chats-cache.ts';
import { hasCounters, reachedChatLimit } from '../lib/limits.ts';
import { useDoubleEscapeExit } from '../lib/quick-exit.ts';
import { limitCheckDescription } from '../lib/reply-errors.ts';
import '../chat.css';

export const meta = () => appMeta(t.metaTitle);

const isDesktop = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;

/** /chat (docs/product/specification.md#chat): the conversation list beside the open conversation. */
export default function ChatPage() {
  const { user } = useSession();
  const premium = user?.role === 'premium';
  // The last few conversations read here, kept to be reread offline (lib/offline-chats.ts).
  useOfflineCopy(user?.id);
  const chatsQuery = useChats();
  const chats = allChats(chatsQuery.data);
  const usage = useUsage();
  const drawerOpen = useChatUi((state) => state.drawerOpen);
  const setDrawerOpen = useChatUi((state) => state.setDrawerOpen);
  const sidebar = useSidebarState();
  const drawerButton = useRef<HTMLButtonElement>(null);

  const { selectedId, select } = useChatSelection({
    chats,
    ready: chatsQuery.isSuccess,
    complete: chatsQuery.isSuccess && !chatsQuery.hasNextPage,
  });
  const closeDrawer = useCallback(() => setDrawerOpen(false), [setDrawerOpen]);
  const actions = useChatActions({ select, closeDrawer });
  useCheckInDraft(select);
  useAutoCreateChat(
    chatsQuery.isSuccess && !chatsQuery.isFetching,
    chats.length === 0,
    actions.createInitial,
  );

  const { toggle: toggleCollapsed } = sidebar;
  const toggleSidebar = useCallback(() => {
    if (isDesktop()) toggleCollapsed();
    else setDrawerOpen(!useChatUi.getState().drawerOpen);
  }, [toggleCollapsed, setDrawerOpen]);
  useSidebarShortcut(toggleSidebar);
  // The quick exit without the mouse: Escape twice leaves for a neutral page, dialog open or not.
  useDoubleEscapeExit();

  // Leaving the page with the drawer open must not leave it open for the next visit.
  useEffect(() => closeDrawer, [closeDrawer]);

  const usageError = usage.error;
  useEffect(() => {
    // One toast, however many polls fail in a row; it says what the server said.
    if (usageError)
      toast.error(toastStrings.usageFailed, {
        id: 'usage-failed',
        description: limitCheckDescription(usageError),
      });
  }, [usageError]);

  const selected = chats.find((chat) => chat.id === selectedId);
  const chatLimit = reachedChatLimit(usage.data, premium);

  const listProps: ConversationListProps = {
    chats,
    activeId: selectedId,
    hasMore: chatsQuery.hasNextPage,
    loadingMore: chatsQuery.isFetchingNextPage,
    onLoadMore: () => void chatsQuery.fetchNextPage(),
    onNewChat: actions.newChat,
    creating: actions.creating,
    onRename: actions.renameChat,
    onDelete: actions.deleteChat,
    deleting: actions.deleting,
    chatLimitText: chatLimit === null ? null : sidebarStrings.chatLimit(chatLimit),
  };

  let body;
  if (chatsQuery.isPending || (chats.length === 0 && actions.creating)) {
    body = (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={t.loading} />
      </div>
    );
  } else if (chatsQuery.isError) {
    body = (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
        <p className="text-ink">{t.listFailed}</p>
        <Button variant="secondary" onClick={() => void chatsQuery.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (selectedId) {
    body = (
      <ChatPane
        key={selectedId}
        chatId={selectedId}
        usage={usage.data}
        premium={premium}
        onMissing={actions.forgetChat}
      />
    );
  } else {
    body = <EmptyState onNewChat={actions.newChat} creating={actions.creating} />;
  }

  return (
    <div data-chat-root="" className="flex h-dvh overflow-hidden bg-sand">
      <ConversationSidebar expanded={sidebar.expanded} onToggle={sidebar.toggle} {...listProps} />
      <ConversationDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        returnFocusTo={drawerButton}
        {...listProps}
      />
      <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
        <ChatHeader
          title={selected?.title ?? t.pageTitle}
          counters={hasCounters(usage.data, premium) ? headerStrings.counters(usage.data) : null}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
          drawerButton={drawerButton}
          chatId={selectedId}
        />
        {body}
      </main>
    </div>
  );
}
