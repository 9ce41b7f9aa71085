import { X } from 'lucide-react';
import { resendStrings } from '../auth.strings.ts';
import { ResendConfirmationButton } from './resend-confirmation-button.tsx';

/**
 * A quiet reminder at the top of app pages until the e-mail address is confirmed
 * (docs/product/rulings.md#email-confirmation-required).
 */
export function EmailConfirmationBanner({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  return (
    <section
      aria-label={resendStrings.bannerText}
      className="border-b border-gold/30 bg-amber-note px-4 py-1 text-sm text-ink"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-2">
        {/* The text keeps a readable width; on a phone the action wraps below it. */}
        <div className="flex flex-1 flex-wrap items-center gap-x-4 gap-y-1 py-2">
          <p className="min-w-[14rem] flex-1">{resendStrings.bannerText}</p>
          <ResendConfirmationButton email={email} variant="link" />
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={resendStrings.dismiss}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink-soft hover:bg-sand-deep hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
