import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { ThisDevice } from './this-device.tsx';

const renderDevice = () => renderRoutes([{ path: '/', Component: ThisDevice }], { session: createUser() });
const DEVICES = {
  devices: [{ id: 'd1', label: 'Chrome on Android', createdAt: '2026-11-20T10:00:00.000Z' }],
};
const KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: KEY, auth: 'A'.repeat(22) },
};

/** A browser with push: `permission` is what the permission prompt answers. */
function browserWithPush(permission: NotificationPermission) {
  let current: typeof SUBSCRIPTION | null = null;
  const fakeSubscription = () => ({
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  });
  const subscribe = vi.fn(async () => {
    current = SUBSCRIPTION;
    return fakeSubscription();
  });
  const registration = {
    pushManager: { subscribe, getSubscription: async () => (current ? fakeSubscription() : null) },
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('this device', () => {
  it('says when the browser cannot receive notifications, and still lists the devices', async () => {
    mockApi({ 'GET /api/push/subscriptions': json(DEVICES) });
    renderDevice();
    expect(await screen.findByText(/This browser cannot receive notifications/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your devices with notifications on' });
    expect(list).toHaveTextContent('Chrome on Android');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when push is not enabled on the server', async () => {
    browserWithPush('granted');
    mockApi({
      'GET /api/push/key': json({ enabled: false }),
      'GET /api/push/subscriptions': json({ devices: [] }),
    });
    renderDevice();
    expect(await screen.findByText(/not available on this site yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns notifications on with the server’s key, saves the subscription, and turns them off', async () => {
    const { subscribe } = browserWithPush('granted');
    const api = mockApi({
      'GET /api/push/key': json({ enabled: true, publicKey: KEY }),
      'GET /api/push/subscriptions': json({ devices: [] }),
      'POST /api/push/subscriptions': json({ subscribed: true }, 201),
      'DELETE /api/push/subscriptions': json({ subscribed: false }),
    });
    const { user } = renderDevice();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn off on this device' })).toBeInTheDocument();
    const [options] = subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(api.bodies('POST /api/push/subscriptions')).toEqual([SUBSCRIPTION]);

    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await waitFor(() =>
      expect(api.bodies('DELETE /api/push/subscriptions')).toEqual([{ endpoint: SUBSCRIPTION.endpoint }]),
    );
    expect(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    ).toBeInTheDocument();
  });

  it('explains a blocked permission', async () => {
    const { subscribe } = browserWithPush('denied');
    mockApi({
      'GET /api/push/key': json({ enabled: true, publicKey: KEY }),
      'GET /api/push/subscriptions': json({ devices: [] }),
    });
    const { user } = renderDevice();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Notifications are blocked for this site/);
    expect(subscribe).not.toHaveBeenCalled();
  });
});
