import { useRef, useState, type FormEvent } from 'react';
import { contactSchema, type ContactInput } from '#shared/schemas/leads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { useTypedBeforeHydration } from '#web/lib/use-typed-before-hydration.ts';
import { useSendContactMessage } from '#web/features/marketing/api/send-contact-message.ts';
import { contactStrings as t } from '#web/features/marketing/marketing.strings.ts';

type Fields = Required<ContactInput>;
type Errors = Partial<Record<keyof Fields, string>>;
const EMPTY: Fields = { name: '', email: '', subject: '', message: '' };
const FIELD_NAMES = Object.keys(EMPTY) as (keyof Fields)[];

/** The form's own fields among those typed into the page before it hydrated. */
function pick(typed: Record<string, string>): Partial<Fields> {
  return Object.fromEntries(FIELD_NAMES.filter((key) => key in typed).map((key) => [key, typed[key]]));
}

function Sent({ onAnother }: { onAnother: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex flex-col items-start gap-3" role="status">
      <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl text-ink">
        {t.sentTitle}
      </h2>
      <p className="text-ink-soft">{t.sentBody}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t.another}
      </Button>
    </div>
  );
}

/**
 * The contact form (docs/product/rulings.md#contact-form-works: it works, unlike the observed one).
 * "Technical Issues" and "Billing Support" fill in the subject and move on to the message. A failure keeps
 * everything typed.
 */
export function ContactForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const set = (key: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));
  const formRef = useTypedBeforeHydration((typed) =>
    setFields((current) => ({ ...current, ...pick(typed) })),
  );

  function prefill(subject: string) {
    set('subject')(subject);
    messageRef.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactSchema.safeParse(fields);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        next[key] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(`contact-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setFields(EMPTY);
        setSent(true);
      },
    });
  }

  if (sent) {
    return (
      <Sent
        onAnother={() => {
          send.reset();
          setSent(false);
        }}
      />
    );
  }
  const failure =
    send.error instanceof ApiError && send.error.status === 429 ? t.tooMany : send.error ? t.error : null;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="mb-3 font-semibold text-ink">{t.quickTitle}</h2>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => prefill(t.technical)}>
            {t.technical}
          </Button>
          <Button variant="secondary" onClick={() => prefill(t.billing)}>
            {t.billing}
          </Button>
        </div>
      </div>
      {/* Method and action: a submit before the script has loaded posts the fields (never a GET). */}
      <form
        ref={formRef}
        noValidate
        method="post"
        action="/api/contact"
        onSubmit={submit}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.name} id="contact-name" error={errors.name}>
            {(control) => (
              <Input
                {...control}
                name="name"
                autoComplete="name"
                required
                value={fields.name}
                onChange={(e) => set('name')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t.email} id="contact-email" error={errors.email}>
            {(control) => (
              <Input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                required
                value={fields.email}
                onChange={(e) => set('email')(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField label={t.subject} id="contact-subject" error={errors.subject}>
          {(control) => (
            <Input
              {...control}
              name="subject"
              required
              value={fields.subject}
              onChange={(e) => set('subject')(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t.message} id="contact-message" error={errors.message}>
          {(control) => (
            <Textarea
              {...control}
              ref={messageRef}
              name="message"
              required
              rows={6}
              value={fields.message}
              onChange={(e) => set('message')(e.target.value)}
            />
          )}
        </FormField>
        {failure && <Notice tone="red">{failure}</Notice>}
        <div>
          <Button type="submit" size="lg" loading={send.isPending} loadingText={t.sending}>
            {t.send}
          </Button>
        </div>
      </form>
    </div>
  );
}
