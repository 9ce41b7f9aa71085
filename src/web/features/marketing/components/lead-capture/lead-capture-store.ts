import { create } from 'zustand';

/** The landing page's prompts that cover the page. The floating capture counts while it is expanded. */
export type Prompt = 'exit-intent' | 'scroll' | 'series' | 'check-email' | 'floating';

interface LeadCaptureState {
  current: Prompt | null;
  /** Opens a prompt unless another one is showing; says whether it opened. */
  open: (prompt: Prompt) => boolean;
  /** Replaces the showing prompt (the series form hands over to "Check Your Email"). */
  replace: (prompt: Prompt) => void;
  close: (prompt: Prompt) => void;
}

// One owner for "which prompt is showing", so two never open at once (an exit-intent popup over the
// scroll modal would be unkind to someone who is just reading).
export const useLeadCapture = create<LeadCaptureState>((set, get) => ({
  current: null,
  open: (prompt) => {
    const { current } = get();
    if (current !== null && current !== prompt) return false;
    set({ current: prompt });
    return true;
  },
  replace: (prompt) => set({ current: prompt }),
  close: (prompt) => {
    if (get().current === prompt) set({ current: null });
  },
}));
