import { appMeta } from '#web/lib/page-meta.ts';
import { forgotPasswordStrings } from '../auth.strings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export const meta = () => appMeta(forgotPasswordStrings.metaTitle);

export default function ForgotPasswordPage() {
  return (
    <AuthCard title={forgotPasswordStrings.title} subtitle={forgotPasswordStrings.subtitle}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
