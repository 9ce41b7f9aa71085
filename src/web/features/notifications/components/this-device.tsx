// "This device": turns Web Push on or off for this browser (the browser's permission, a subscription
// with the server's VAPID key, saved on the server), and lists the devices that have it on.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import {
  deletePushSubscription,
  PUSH_DEVICES_KEY,
  savePushSubscription,
  usePushDevices,
  usePushKey,
} from '../api/push-devices.ts';
import { pushStrings as t } from '../notifications.strings.ts';

type Problem = 'denied' | 'failed' | null;

const supportsPush = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The service worker's registration, if the page has one (never waits for one that is not coming). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function ThisDevice() {
  const supported = supportsPush();
  const key = usePushKey(supported);
  const devices = usePushDevices();
  const queryClient = useQueryClient();
  // This browser's subscription: undefined while it is being looked up.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(supported ? undefined : null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(
    supported && Notification.permission === 'denied' ? 'denied' : null,
  );

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void registration()
      .then((reg) => reg?.pushManager.getSubscription())
      .then((sub) => live && setEndpoint(sub?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, [supported]);

  const refreshDevices = () => queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_KEY });

  const turnOn = async (publicKey: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setProblem(permission === 'denied' ? 'denied' : null);
        return;
      }
      // Without a worker (one still installing, or none in development) wait a little, not for ever.
      const reg =
        (await registration()) ??
        (await Promise.race([
          navigator.serviceWorker.ready,
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), 10_000)),
        ]));
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const json = sub.toJSON();
      await savePushSubscription({
        endpoint: sub.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      setEndpoint(sub.endpoint);
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
      await refreshDevices();
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const sub = await (await registration())?.pushManager.getSubscription();
      const gone = sub?.endpoint ?? endpoint;
      await sub?.unsubscribe();
      if (gone) await deletePushSubscription(gone);
      setEndpoint(null);
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
      await refreshDevices();
    }
  };

  let control;
  if (!supported) control = <Notice tone="amber">{t.unsupported}</Notice>;
  else if (key.data && !key.data.enabled) control = <Notice tone="info">{t.serverOff}</Notice>;
  else if (key.data?.enabled && endpoint !== undefined) {
    const publicKey = key.data.publicKey;
    control = endpoint ? (
      <div className="flex flex-col items-start gap-2">
        <p className="text-ink">{t.onHere}</p>
        <Button variant="secondary" disabled={busy} onClick={() => void turnOff()}>
          {busy ? t.working : t.turnOff}
        </Button>
      </div>
    ) : (
      <Button disabled={busy || problem === 'denied'} onClick={() => void turnOn(publicKey)}>
        {busy ? t.working : t.turnOn}
      </Button>
    );
  }

  return (
    <section aria-labelledby="this-device-heading" className="flex flex-col gap-3">
      <h3 id="this-device-heading" className="font-serif text-xl text-ink">
        {t.heading}
      </h3>
      <p className="text-sm text-ink-soft">{t.intro}</p>
      {control}
      {problem === 'denied' && <Notice tone="amber">{t.denied}</Notice>}
      {problem === 'failed' && <Notice tone="red">{t.failed}</Notice>}
      {devices.data && devices.data.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="font-semibold text-ink">{t.devicesHeading}</h4>
          <ul aria-label={t.devicesHeading} className="divide-y divide-sand-deep text-sm">
            {devices.data.map((device) => (
              <li key={device.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="text-ink">{device.label || t.unnamedDevice}</span>
                <span className="text-ink-soft">
                  {t.added(new Date(device.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' }))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
