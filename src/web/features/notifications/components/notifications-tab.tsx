import { Switch } from 'radix-ui';
import { useId } from 'react';
import { toast } from 'sonner';
import type { NotificationPreferences } from '#shared/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { isSessionEnded } from '#web/lib/api-error.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import {
  type PreferenceChange,
  useSaveNotificationPreferences,
} from '../api/save-notification-preferences.ts';
import { notificationStrings as t } from '../notifications.strings.ts';
import { SettingsSection } from '#web/components/settings-section.tsx';
import { ThisDevice } from './this-device.tsx';

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
        // Off: an outlined track with a dark thumb, its edge 8:1 against the card (WCAG 1.4.11 asks 3:1;
        // the light sand fill it had read 1.2:1). On: the teal track with a white thumb.
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-ink-soft bg-white transition-colors data-[state=checked]:border-teal data-[state=checked]:bg-teal"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-ink-soft shadow transition-transform data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-white" />
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

/**
 * Settings -> Notifications (docs/product/specification.md#notification-preferences): saved on the server,
 * which every scheduled e-mail obeys.
 */
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
          <ThisDevice />
        </div>
      )}
    </SettingsSection>
  );
}
