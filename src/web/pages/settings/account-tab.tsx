import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { SESSIONS_KEY } from '#web/features/account/api/list-sessions.ts';
import { dataStrings } from '#web/features/account/account.strings.ts';
import { ActiveSessions } from '#web/features/account/components/active-sessions.tsx';
import { ChangePasswordForm } from '#web/features/auth/components/change-password-form.tsx';
import { DeleteAccountSection } from '#web/features/account/components/delete-account-section.tsx';
import { SettingsSection } from '#web/components/settings-section.tsx';

export function AccountTab({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  // A new password signs out every other device: the sessions list below shows it.
  const refreshSessions = () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  return (
    <div className="flex flex-col gap-6">
      <ChangePasswordForm email={email} onChanged={refreshSessions} />
      <ActiveSessions />
      <SettingsSection title={dataStrings.heading} intro={dataStrings.intro}>
        {/* A plain download link: the server answers with a JSON file (Content-Disposition: attachment). */}
        <a
          href="/api/account/export"
          download
          className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
        >
          <Download aria-hidden="true" className="size-4" />
          {dataStrings.download}
        </a>
      </SettingsSection>
      <DeleteAccountSection onDeleted={onDeleted} />
    </div>
  );
}
