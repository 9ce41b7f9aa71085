import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { useSendVerificationEmail } from '../api/send-verification-email.ts';
import { resendStrings } from '../auth.strings.ts';

/**
 * Sends the confirmation e-mail again. The server allows this about once a minute; when it says "too
 * soon", the answer is a calm line beside the button rather than an error.
 */
export function ResendConfirmationButton({
  email,
  variant = 'secondary',
}: {
  email: string;
  variant?: 'secondary' | 'link';
}) {
  const resend = useSendVerificationEmail();
  const [message, setMessage] = useState<string | null>(null);
  const onClick = () => {
    setMessage(null);
    resend.mutate(email, {
      onSuccess: () => toast.success(resendStrings.sentToast, { description: resendStrings.sentDescription }),
      onError: (error) =>
        setMessage(
          error instanceof ApiError && error.status === 429
            ? resendStrings.rateLimited
            : resendStrings.failed,
        ),
    });
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={variant}
        size="sm"
        onClick={onClick}
        loading={resend.isPending}
        loadingText={resendStrings.sending}
        disabled={!email}
      >
        {resendStrings.button}
      </Button>
      <p aria-live="polite" className="text-sm text-ink empty:hidden">
        {message}
      </p>
    </div>
  );
}
