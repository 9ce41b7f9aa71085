import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Label } from './label.tsx';

/** The props a control needs so its label, description and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  /** Pass a fixed id when something else (a test, a link) needs to point at the control. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its helper text and error. The error is linked with aria-describedby and sits
 * in a polite live region, so it is read when it appears and again when the field receives focus.
 */
export function FormField({ label, error, description, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {description && (
        <p id={descriptionId} className="text-sm text-ink-soft">
          {description}
        </p>
      )}
      <p
        id={errorId}
        aria-live="polite"
        className="text-sm font-medium whitespace-pre-line text-rose empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}
