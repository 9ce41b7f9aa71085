import { href, Link } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { leadStrings as t } from '#web/features/marketing/marketing.strings.ts';
import { dismiss, DISMISS_KEYS, type DismissKey } from './dismissal.ts';
import { useLeadCapture, type Prompt } from './lead-capture-store.ts';
import { LeadForm } from './lead-form.tsx';
import { useUnaskedDialog } from './unasked-dialog.ts';

const focusField = (id: string) => (event: Event) => {
  // Asked for with a click: start in the first field rather than on the close button, filling the form
  // is why it opened.
  event.preventDefault();
  document.getElementById(id)?.focus();
};

interface PopupProps {
  prompt: Extract<Prompt, 'exit-intent' | 'scroll'>;
  flag: DismissKey;
  strings: typeof t.exitIntent | typeof t.scroll;
  already: string;
}

/**
 * Exit intent and scroll capture, both unasked: focus stays where the reader is (unasked-dialog.ts).
 * Closing, the backdrop or success remembers the choice for good.
 */
function CapturePopup({ prompt, flag, strings, already }: PopupProps) {
  const close = useLeadCapture((s) => s.close);
  const { content, announced, onOpenAutoFocus } = useUnaskedDialog();
  const done = () => {
    dismiss(flag);
    close(prompt);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && done()}>
      <DialogContent
        title={strings.title}
        description={strings.description}
        closeLabel={t.close}
        ref={content}
        onOpenAutoFocus={onOpenAutoFocus}
      >
        <p role="status" className="sr-only">
          {announced ? t.unaskedOpened(strings.title) : ''}
        </p>
        <LeadForm
          form={prompt}
          id={prompt}
          tags={['365series']}
          button={strings.button}
          sending={strings.sending}
          success={strings.success}
          already={already}
          onSent={done}
        />
      </DialogContent>
    </Dialog>
  );
}

function SeriesFormPopup() {
  const { close, replace } = useLeadCapture();
  return (
    <Dialog open onOpenChange={(open) => !open && close('series')}>
      <DialogContent
        title={t.leadMagnet.title}
        description={t.leadMagnet.description}
        closeLabel={t.close}
        onOpenAutoFocus={focusField('series-first-name')}
      >
        <LeadForm
          form="lead-magnet"
          id="series"
          button={t.leadMagnet.button}
          sending={t.leadMagnet.sending}
          success={t.leadMagnet.success}
          already={t.leadMagnet.already}
          onSent={() => replace('check-email')}
        />
      </DialogContent>
    </Dialog>
  );
}

function CheckEmailDialog() {
  const close = useLeadCapture((s) => s.close);
  const done = () => close('check-email');
  return (
    <Dialog open onOpenChange={(open) => !open && done()}>
      <DialogContent title={t.checkEmail.title} description={t.checkEmail.body} closeLabel={t.close}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={done}>
            {t.checkEmail.continue}
          </Button>
          <Link to={href('/365series')} onClick={done} className={buttonVariants()}>
            {t.checkEmail.watch}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The modal prompt that is showing (loaded on demand by lead-capture.tsx). */
export default function LeadPrompts({ current }: { current: Prompt }) {
  switch (current) {
    case 'exit-intent':
      return (
        <CapturePopup
          prompt="exit-intent"
          flag={DISMISS_KEYS.exitIntent}
          strings={t.exitIntent}
          already={t.alreadyInterest}
        />
      );
    case 'scroll':
      return (
        <CapturePopup
          prompt="scroll"
          flag={DISMISS_KEYS.scroll}
          strings={t.scroll}
          already={t.scroll.already}
        />
      );
    case 'series':
      return <SeriesFormPopup />;
    case 'check-email':
      return <CheckEmailDialog />;
    default:
      return null;
  }
}
