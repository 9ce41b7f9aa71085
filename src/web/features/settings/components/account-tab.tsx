import { Download } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { dataStrings } from '../settings.strings.ts';
import { ActiveSessions } from './active-sessions.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { SettingsSection } from './settings-section.tsx';

export function AccountTab({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  return (
    <div className="flex flex-col gap-6">
      <ChangePasswordForm email={email} />
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
