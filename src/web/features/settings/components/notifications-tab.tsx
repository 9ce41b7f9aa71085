import { Switch } from 'radix-ui';
import { useId } from 'react';
import { toast } from 'sonner';
import type { NotificationPreferences } from '../../../../shared/notifications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isSessionEnded } from '../../../lib/api-error.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import {
  type PreferenceChange,
  useSaveNotificationPreferences,
} from '../api/save-notification-preferences.ts';
import { notificationStrings as t } from '../settings-preferences.strings.ts';
import { SettingsSection } from './settings-section.tsx';

type Group = keyof NotificationPreferences;

function Toggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="flex flex-col">
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-ink-soft">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-sand-deep transition-colors data-[state=checked]:bg-teal"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </li>
  );
}

function ToggleGroup<G extends Group>({
  group,
  title,
  intro,
  values,
  onToggle,
}: {
  group: G;
  title: string;
  intro?: string;
  values: NotificationPreferences[G];
  onToggle: (group: G, key: keyof NotificationPreferences[G] & string, checked: boolean) => void;
}) {
  const texts = t[group] as Record<string, { label: string; description: string }>;
  return (
    <fieldset className="flex flex-col">
      <legend className="font-serif text-xl text-ink">{title}</legend>
      {intro && <p className="mt-1 text-sm text-ink-soft">{intro}</p>}
      <ul className="divide-y divide-sand-deep">
        {(Object.keys(values) as (keyof NotificationPreferences[G] & string)[]).map((key) => (
          <Toggle
            key={key}
            label={texts[key]?.label ?? key}
            description={texts[key]?.description ?? ''}
            checked={Boolean(values[key])}
            onChange={(checked) => onToggle(group, key, checked)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** Settings -> Notifications (spec section 3): saved on the server, which every scheduled e-mail obeys. */
export function NotificationsTab() {
  const { data, isPending, isError, refetch } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const onToggle = <G extends Group>(
    group: G,
    key: keyof NotificationPreferences[G] & string,
    checked: boolean,
  ) => {
    if (!data) return;
    // mutateAsync: each toggle hears about its own failure (mutate's callbacks reach only the last call).
    save.mutateAsync({ group, key, checked } as PreferenceChange).catch((error: unknown) => {
      if (!isSessionEnded(error)) toast.error(t.saveFailed);
    });
  };

  return (
    <SettingsSection title={t.heading} intro={t.intro}>
      {isPending && <Spinner label={t.loading} />}
      {isError && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink-soft">{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </div>
      )}
      {data && (
        <div className="flex flex-col gap-6">
          <ToggleGroup group="email" title={t.emailGroup} values={data.email} onToggle={onToggle} />
          <ToggleGroup
            group="push"
            title={t.pushGroup}
            intro={t.pushIntro}
            values={data.push}
            onToggle={onToggle}
          />
        </div>
      )}
    </SettingsSection>
  );
}
