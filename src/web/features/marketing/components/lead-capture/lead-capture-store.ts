import { create } from 'zustand';

/** The landing page's prompts that cover the page. The floating capture counts while it is expanded. */
export type Prompt = 'exit-intent' | 'scroll' | 'series' | 'check-email' | 'floating';
/** The prompts that show without being asked for: on a timer, a scroll or the mouse leaving. */
export type UnaskedPrompt = Extract<Prompt, 'exit-intent' | 'scroll' | 'floating'>;

interface LeadCaptureState {
  current: Prompt | null;
  /**
   * The one prompt that has shown unasked in this page load, or null. It is the module's, so it lasts
   * as long as the page's JavaScript: a visit to another page and back in the app is the same page load.
   */
  offered: UnaskedPrompt | null;
  /**
   * The coordinator an unasked prompt asks before it shows: yes only to the first of this page load
   * (the others wait for a later visit), and, for one that covers the page, only while nothing else
   * shows. The floating button covers nothing until it is expanded, so it may appear under a prompt
   * the visitor opened (it hides meanwhile).
   */
  offer: (prompt: UnaskedPrompt) => boolean;
  /** Opens a prompt the visitor asked for unless another one is showing; says whether it opened. */
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
// scroll modal would be unkind to someone who is just reading), and for "which one has asked already",
// so a visit meets at most one ask it did not choose (docs/product/rulings.md#one-ask-at-a-time). The
// store outlives the page (it is a module), hence `reset` when the page goes; `offered` stays.
export const useLeadCapture = create<LeadCaptureState>((set, get) => ({
  current: null,
  offered: null,
  offer: (prompt) => {
    const { current, offered } = get();
    if (offered !== null && offered !== prompt) return false;
    const covers = prompt !== 'floating';
    if (covers && current !== null) return false;
    set(covers ? { offered: prompt, current: prompt } : { offered: prompt });
    return true;
  },
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
