import { useEffectEvent, useLayoutEffect, useRef } from 'react';

/** A form's text fields that hold something other than what the page was rendered with, by name. */
function typedFields(form: HTMLFormElement): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.value === element.defaultValue) continue;
    if (
      element instanceof HTMLInputElement &&
      !['text', 'email', 'search', 'tel', 'url'].includes(element.type)
    )
      continue;
    typed[element.name] = element.value;
  }
  return typed;
}

/**
 * A pre-rendered form can be typed into before its script has loaded. React keeps what the inputs hold
 * when it hydrates them but fires no change event, so a controlled form's state still says "empty": its
 * next render would wipe the text and a submit would send nothing. This hands the typed text, by field
 * name, to `adopt` once, as the form hydrates. A layout effect runs before the browser delivers the next
 * click or key to the hydrated form, so no submit can read the state from before.
 *
 * Attach the returned ref to the <form>.
 */
export function useTypedBeforeHydration(adopt: (typed: Record<string, string>) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const onTyped = useEffectEvent(adopt);
  useLayoutEffect(() => {
    if (!ref.current) return;
    const typed = typedFields(ref.current);
    if (Object.keys(typed).length > 0) onTyped(typed);
  }, []);
  return ref;
}
