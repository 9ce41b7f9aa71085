// UI state only (server data lives in TanStack Query): whether the mobile drawer is open, what the
// user is typing in each conversation, so a draft survives switching chats or a failed send, and the
// messages waiting to be sent (the outbox). Drafts and the outbox are kept in sessionStorage, so a reload
// loses neither; quick exit and sign-out clear them (docs/product/rulings.md#sending-when-the-connection-fails).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onPrivateStorageCleared, PRIVATE_STORAGE_PREFIX } from '#web/lib/private-storage.ts';

/**
 * waiting: not sent yet (offline, or queued behind another); sending: on its way (the list shows the
 * request's optimistic message instead); failed: our server could not be reached after the retries.
 */
export type OutboxState = 'waiting' | 'sending' | 'failed';

/** A message the user sent that the server has not confirmed yet, with the key it is sent under. */
export interface OutboxEntry {
  clientId: string;
  content: string;
  state: OutboxState;
}

interface ChatUiState {
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  drafts: Record<string, string>;
  setDraft: (chatId: string, text: string) => void;
  /** A chat whose composer should take focus as soon as it is shown (after New Chat). */
  composerFocus: string | null;
  requestComposerFocus: (chatId: string | null) => void;
  /** Per chat, oldest first. */
  outbox: Record<string, OutboxEntry[]>;
  enqueue: (chatId: string, entry: OutboxEntry) => void;
  setOutboxState: (chatId: string, clientId: string, state: OutboxState) => void;
  dropFromOutbox: (chatId: string, clientId: string) => void;
}

export const CHAT_STORAGE_KEY = `${PRIVATE_STORAGE_PREFIX}chat`;

const editOutbox = (
  state: ChatUiState,
  chatId: string,
  edit: (entries: OutboxEntry[]) => OutboxEntry[],
): Pick<ChatUiState, 'outbox'> => {
  const entries = edit(state.outbox[chatId] ?? []);
  const { [chatId]: _, ...others } = state.outbox;
  return { outbox: entries.length > 0 ? { ...others, [chatId]: entries } : others };
};

export const useChatUi = create<ChatUiState>()(
  persist(
    (set) => ({
      drawerOpen: false,
      setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
      drafts: {},
      setDraft: (chatId, text) => set((state) => ({ drafts: { ...state.drafts, [chatId]: text } })),
      composerFocus: null,
      requestComposerFocus: (composerFocus) => set({ composerFocus }),
      outbox: {},
      enqueue: (chatId, entry) => set((state) => editOutbox(state, chatId, (list) => [...list, entry])),
      setOutboxState: (chatId, clientId, next) =>
        set((state) =>
          editOutbox(state, chatId, (list) =>
            list.map((e) => (e.clientId === clientId ? { ...e, state: next } : e)),
          ),
        ),
      dropFromOutbox: (chatId, clientId) =>
        set((state) => editOutbox(state, chatId, (list) => list.filter((e) => e.clientId !== clientId))),
    }),
    {
      name: CHAT_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ drafts, outbox }) => ({ drafts, outbox }),
      // A send cut by the reload may or may not have arrived: it is sent again under its key, and the
      // server answers with the stored message if it had.
      merge: (saved, current) => {
        const { drafts = {}, outbox = {} } = (saved ?? {}) as Partial<Pick<ChatUiState, 'drafts' | 'outbox'>>;
        const waiting = Object.fromEntries(
          Object.entries(outbox).map(([chatId, entries]) => [
            chatId,
            entries.map((e) => (e.state === 'sending' ? { ...e, state: 'waiting' as const } : e)),
          ]),
        );
        return { ...current, drafts, outbox: waiting };
      },
    },
  ),
);

// Sign-out and a session ended elsewhere forget the drafts through web/lib's private storage.
onPrivateStorageCleared(() => useChatUi.setState({ drafts: {}, outbox: {} }));

/** Forgets every draft and waiting message, here and in sessionStorage: quick exit. */
export function clearSavedChats(): void {
  useChatUi.setState({ drafts: {}, outbox: {} });
  useChatUi.persist.clearStorage();
}

/** The composer's id, so a chosen prompt can put the cursor back in it. */
export const COMPOSER_INPUT_ID = 'chat-composer-input';

export function focusComposer(): void {
  // After a state change the textarea may re-render (or mount, for a new chat) first.
  requestAnimationFrame(() => document.getElementById(COMPOSER_INPUT_ID)?.focus());
}
