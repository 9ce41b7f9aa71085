import { Mail, X } from 'lucide-react';
import { useEffect } from 'react';
import { leadStrings as t } from '#web/features/marketing/marketing.strings.ts';
import { dismiss, DISMISS_KEYS } from './dismissal.ts';
import { useLeadCapture } from './lead-capture-store.ts';
import { LeadForm } from './lead-form.tsx';

/**
 * The floating capture (docs/product/specification.md#lead-capture-prompts): a small button in the corner
 * that expands into a short form.
 * It is not modal: the page stays usable. Closing or success hides it for good.
 */
export default function FloatingCapture({ onDone }: { onDone: () => void }) {
  const { open, close, current } = useLeadCapture();
  // Expanded is the store's state, not the panel's own: when the visitor opens another prompt with a
  // click (the series button), the panel folds back into its button instead of holding the store.
  const expanded = current === 'floating';
  const finish = () => {
    dismiss(DISMISS_KEYS.floating);
    close('floating');
    onDone();
  };
  useEffect(() => {
    if (expanded) document.getElementById('floating-first-name')?.focus();
  }, [expanded]);
  // Another prompt covering the page hides the button meanwhile, so two never show at once.
  if (current !== null && current !== 'floating') return null;

  if (!expanded) {
    return (
      <div className="fixed right-4 bottom-4 z-40 flex items-center gap-1 rounded-full bg-teal p-1 pl-1 text-white shadow-lg">
        <button
          type="button"
          onClick={() => open('floating')}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-teal-dark"
        >
          <Mail aria-hidden="true" className="size-5" />
          {t.floating.open}
        </button>
        <button
          type="button"
          onClick={finish}
          aria-label={t.floating.hide}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-teal-dark"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    );
  }
  return (
    <div
      role="region"
      aria-labelledby="floating-title"
      onKeyDown={(e) => e.key === 'Escape' && finish()}
      className="fixed right-4 bottom-4 z-40 w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-sand-deep bg-white p-5 shadow-xl"
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        <h2 id="floating-title" className="font-serif text-xl text-ink">
          {t.floating.title}
        </h2>
        <button
          type="button"
          onClick={finish}
          aria-label={t.close}
          className="-m-1 rounded-md p-1 text-ink-soft hover:bg-sand-deep hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="mb-4 text-sm text-ink-soft">{t.floating.description}</p>
      <LeadForm
        form="floating"
        id="floating"
        tags={['365series']}
        button={t.floating.button}
        sending={t.floating.sending}
        success={t.floating.success}
        already={t.alreadyInterest}
        onSent={finish}
      />
    </div>
  );
}
