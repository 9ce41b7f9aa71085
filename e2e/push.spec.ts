// Settings -> Notifications -> This device: notifications turned on and off for this browser.
//
// Playwright's browser contexts are incognito-like, and Chromium has no Push API there ("Chrome currently
// does not support the Push API in incognito mode"): pushManager.subscribe always fails. So the page's
// PushManager is replaced before it loads with one that answers the subscription a browser would, whose
// endpoint is a push service on loopback started here. Everything else is real: the permission, the
// service worker, the server storing the subscription and listing the device.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

let pushService: Server;
let pushServiceUrl: string;
test.beforeAll(async () => {
  pushService = createServer((_req, res) => res.writeHead(201).end());
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushServiceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

/** A browser's subscription keys, as PushSubscription.toJSON() gives them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'a 390 px phone', size: { width: 390, height: 844 } },
]) {
  test(`on ${viewport.name}: turn on notifications on this device, see it listed, turn them off`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport.size);
    await context.grantPermissions(['notifications']);
    const endpoint = `${pushServiceUrl}/e2e-${randomBytes(6).toString('hex')}`;
    await page.addInitScript(
      ({ endpoint, keys }) => {
        let current: PushSubscription | null = null;
        const subscription = {
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          getKey: () => null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        PushManager.prototype.subscribe = async function subscribe() {
          current = subscription;
          return subscription;
        };
        PushManager.prototype.getSubscription = async function getSubscription() {
          return current;
        };
      },
      { endpoint, keys: browserKeys() },
    );
    await signUp(page);
    await page.goto('/settings?tab=notifications');
    await expect(page.getByRole('heading', { level: 3, name: 'This device' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Weekly check-in: push' })).toBeVisible();

    await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    await expect(page.getByRole('button', { name: 'Turn off on this device' })).toBeVisible();
    const devices = page.getByRole('list', { name: 'Your devices with notifications on' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices).toContainText(/Chrome on \w+/);
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
    expect(overflow, 'page wider than the screen').toBe(true);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Turn off on this device' }).click();
    await expect(page.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
    await expect(devices).toHaveCount(0);
  });
}
