// UI state only (server data lives in TanStack Query): whether the mobile drawer is open, and what the
// user is typing in each conversation, so a draft survives switching chats or a failed send.
import { create } from 'zustand';

interface ChatUiState {
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  drafts: Record<string, string>;
  setDraft: (chatId: string, text: string) => void;
  /** A chat whose composer should take focus as soon as it is shown (after New Chat). */
  composerFocus: string | null;
  requestComposerFocus: (chatId: string | null) => void;
}

export const useChatUi = create<ChatUiState>()((set) => ({
  drawerOpen: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  drafts: {},
  setDraft: (chatId, text) => set((state) => ({ drafts: { ...state.drafts, [chatId]: text } })),
  composerFocus: null,
  requestComposerFocus: (composerFocus) => set({ composerFocus }),
}));

/** The composer's id, so a chosen prompt can put the cursor back in it. */
export const COMPOSER_INPUT_ID = 'chat-composer-input';

export function focusComposer(): void {
  // After a state change the textarea may re-render (or mount, for a new chat) first.
  requestAnimationFrame(() => document.getElementById(COMPOSER_INPUT_ID)?.focus());
}
