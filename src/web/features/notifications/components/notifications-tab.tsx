import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { type NotificationPreferences, PUSHES_NOT_BUILT } from '#shared/notifications.ts';
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

/** A push of a feature not built yet: named, with no switch (it would change nothing anyone sees). */
function ComingLater({ label, description }: { label: string; description: string }) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="flex flex-col">
        <span className="font-semibold text-ink">{label}</span>
        <p id={`${id}-description`} className="text-sm text-ink-soft">
          {description}
        </p>
      </div>
      <span className="shrink-0 rounded-full border border-ink-soft px-3 py-1 text-sm text-ink-soft">
        {t.comingLater}
      </span>
    </li>
  );
}

function ToggleGroup<G extends Group>({
  group,
  title,
  intro,
  values,
  onToggle,
  status,
}: {
  group: G;
  title: string;
  intro?: string;
  values: NotificationPreferences[G];
  /** What the last save in this group did (empty until one succeeds). */
  status: string;
  onToggle: (
    group: G,
    key: keyof NotificationPreferences[G] & string,
    checked: boolean,
    label: string,
  ) => void;
}) {
  const texts = t[group] as Record<string, { label: string; description: string }>;
  const keys = Object.keys(values) as (keyof NotificationPreferences[G] & string)[];
  const notBuilt = (key: string) =>
    group === 'push' && PUSHES_NOT_BUILT.has(key as keyof NotificationPreferences['push']);
  return (
    <fieldset className="flex flex-col">
      <legend className="font-serif text-xl text-ink">{title}</legend>
      {intro && <p className="mt-1 text-sm text-ink-soft">{intro}</p>}
      <ul className="divide-y divide-sand-deep">
        {keys
          .filter((key) => !notBuilt(key))
          .map((key) => {
            const label = texts[key]?.label ?? key;
            return (
              <Toggle
                key={key}
                label={label}
                description={texts[key]?.description ?? ''}
                checked={Boolean(values[key])}
                onChange={(checked) => onToggle(group, key, checked, label)}
              />
            );
          })}
        {keys.filter(notBuilt).map((key) => (
          <ComingLater
            key={key}
            label={texts[key]?.label ?? key}
            description={texts[key]?.description ?? ''}
          />
        ))}
      </ul>
      {/* Always there, so a screen reader hears each new text politely. */}
      <p role="status" className="min-h-5 text-sm text-ink">
        {status}
      </p>
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
  // What the last save did, said politely to a screen reader and shown beside the switches; cleared when
  // a save fails (the toast says so and the switch goes back).
  const [status, setStatus] = useState<{ group: Group; text: string } | null>(null);

  const onToggle = <G extends Group>(
    group: G,
    key: keyof NotificationPreferences[G] & string,
    checked: boolean,
    label: string,
  ) => {
    if (!data) return;
    setStatus(null);
    // mutateAsync: each toggle hears about its own outcome (mutate's callbacks reach only the last call).
    save.mutateAsync({ group, key, checked } as PreferenceChange).then(
      () => setStatus({ group, text: t.saved(label, checked) }),
      (error: unknown) => {
        setStatus(null);
        if (!isSessionEnded(error)) toast.error(t.saveFailed);
      },
    );
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
          <ToggleGroup
            group="email"
            title={t.emailGroup}
            values={data.email}
            onToggle={onToggle}
            status={status?.group === 'email' ? status.text : ''}
          />
          <ToggleGroup
            group="push"
            title={t.pushGroup}
            intro={t.pushIntro}
            values={data.push}
            onToggle={onToggle}
            status={status?.group === 'push' ? status.text : ''}
          />
          <ThisDevice />
        </div>
      )}
    </SettingsSection>
  );
}
