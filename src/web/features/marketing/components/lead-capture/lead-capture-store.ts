import { create } from 'zustand';

/** The landing page's prompts that cover the page. The floating capture counts while it is expanded. */
export type Prompt = 'exit-intent' | 'scroll' | 'series' | 'check-email' | 'floating';

interface LeadCaptureState {
  current: Prompt | null;
  /** Opens a prompt unless another one is showing; says whether it opened (for prompts we start). */
  open: (prompt: Prompt) => boolean;
  /**
   * Shows a prompt in place of the one showing: the series form handing over to "Check Your Email",
   * and a prompt the visitor asked for with a click (the series button), which must always answer. The
   * expanded floating panel folds back into its button meanwhile (it reads `current`).
   */
  replace: (prompt: Prompt) => void;
  close: (prompt: Prompt) => void;
  /** Nothing showing: the landing page calls it when it unmounts, so a return visit starts clean. */
  reset: () => void;
}

// One owner for "which prompt is showing", so two never open at once (an exit-intent popup over the
// scroll modal would be unkind to someone who is just reading). The store outlives the page (it is a
// module), hence `reset` when the page goes.
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
  reset: () => set({ current: null }),
}));
