// The installed app offline always lands somewhere (docs/decisions: the reload guard, the offline copy):
// every signed-in page opens from what the worker stored once someone signed in, a page whose code cannot
// be loaded says so instead of reloading itself without end, and the last conversations read here can be
// reread, marked as a saved copy, until sign-out forgets them.
import type { BrowserContext, Page } from '@playwright/test';
import { signUp, type TestAccount } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { coachReplies, composer, GREETING, log, userMessage } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

const UNREACHABLE = 'We could not reach Peace Coach';
const COULD_NOT_OPEN = 'This page could not open';
const SAVED_MARKER = 'Saved on this device — you are offline';

// Offline, the session check and any request still on its way fail, and say so in the console; and a
// chunk that cannot load is logged by the guard's import.
// (One pattern: an array of several would read as Playwright's [value, options] pair.)
test.use({
  allowedConsoleErrors: [
    /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch dynamically imported module|status of 404|Error loading route module/,
  ],
});

const cachedUrls = (page: Page, prefix: string) =>
  page.evaluate(async (name) => {
    const urls: string[] = [];
    for (const cacheName of await caches.keys()) {
      if (!cacheName.startsWith(name)) continue;
      for (const request of await (await caches.open(cacheName)).keys())
        urls.push(new URL(request.url).pathname);
    }
    return urls;
  }, prefix);

/** Every document the tab loads (the first one and every reload or navigation after it). */
function countLoads(page: Page): { count: () => number } {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return { count: () => loads };
}

/** Signed in on the dashboard: the worker installs and stores the app's code (of every page). */
async function installFromDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => cachedUrls(page, 'peace-shell-'), { timeout: 15_000 }).toContain('/dashboard');
  const code = await cachedUrls(page, 'peace-shell-');
  // Pages never visited are stored too.
  expect(code.some((url) => /^\/assets\/chat-[^/]+\.js$/.test(url))).toBe(true);
  expect(code.some((url) => /^\/assets\/settings-[^/]+\.js$/.test(url))).toBe(true);
  // A request still in flight would fail when the network goes and log an error for the wrong reason.
  await page.waitForLoadState('networkidle');
}

/**
 * Opens `path` and checks it settles on `heading` after one document load at most, and stays there: a
 * page that reloads itself would have loaded again by the end of the pause.
 */
async function opensWithoutLoop(page: Page, path: string, heading: string): Promise<void> {
  const loads = countLoads(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The loop reloaded many times a second; a second of quiet shows it is gone.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(loads.count(), `${path} loaded more than once`).toBeLessThanOrEqual(1);
}

async function offline(context: BrowserContext, page: Page, work: () => Promise<void>) {
  await context.setOffline(true);
  try {
    await work();
  } finally {
    await context.setOffline(false);
  }
  await page.waitForLoadState();
}

test.describe('installed, offline', () => {
  test.use({ role: 'free' });

  test('every app page opens, one never visited too, and none reloads itself', async ({ page, context }) => {
    // Six pages, each watched for a second after it settled.
    test.slow();
    await installFromDashboard(page);
    await offline(context, page, async () => {
      // The app starts on each (its code was stored), and says the server cannot be reached.
      for (const path of ['/chat', '/settings', '/upgrade', '/hard-conversations', '/dashboard']) {
        await opensWithoutLoop(page, path, UNREACHABLE);
      }
      // The operator's console is not stored: it says it could not open, once, with a way to try again.
      await opensWithoutLoop(page, '/admin', COULD_NOT_OPEN);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('a release that renamed the chunks ends on the could-not-open screen after one reload', async ({
    page,
    context,
  }) => {
    await installFromDashboard(page);
    // The release: the chat page's route module this page's build names is gone from the server, and
    // from the worker's caches (a new worker installed and removed the old release's files).
    const chatModule = await page.evaluate(
      () =>
        (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
          .__reactRouterManifest.routes['features/chat/routes/chat']!.module,
    );
    const gone = (url: URL) => url.pathname === chatModule;
    await context.route(gone, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.evaluate(async (module) => {
      for (const name of await caches.keys()) await (await caches.open(name)).delete(module);
    }, chatModule);
    const loads = countLoads(page);
    // A click in the running app: React Router's import fails and it reloads the page it is leaving; the
    // guard sends that reload to the page asked for instead, which finds its module still missing and
    // shows the screen: one document load, no loop.
    await page.locator('a[href="/chat"]').filter({ visible: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: COULD_NOT_OPEN })).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    await page.waitForTimeout(1000);
    await expect(page.getByRole('heading', { level: 1, name: COULD_NOT_OPEN })).toBeVisible();
    expect(loads.count()).toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);

    // Once the module can be fetched again (the release's own page would name its new one), Try again
    // opens the page.
    await context.unroute(gone);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-chat-root]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: COULD_NOT_OPEN })).toHaveCount(0);
  });
});

/** A new account on /chat, one message sent and answered; the worker has stored the app. */
async function chatWithOneExchange(page: Page, text: string): Promise<TestAccount> {
  const account = await signUp(page);
  await installFromDashboard(page);
  await page.goto('/chat');
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(userMessage(page, text)).toBeVisible();
  // The greeting, then the reply.
  await expect(coachReplies(page)).toHaveCount(2, { timeout: 15_000 });
  // The copy is written a moment after the conversation settles.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes(':offline:'))))
    .toHaveLength(1);
  await expect
    .poll(() => page.evaluate(() => Object.values(localStorage).some((value) => value.includes('dishes'))))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  return account;
}

const savedCopies = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes(':offline:')));

test('a conversation read here can be reread offline, marked as saved, and sign-out forgets it', async ({
  page,
  context,
}) => {
  // A sign-up, a reply, two offline visits and a sign-out.
  test.slow();
  const text = 'We argued about the dishes again tonight';
  const account = await chatWithOneExchange(page, text);

  await offline(context, page, async () => {
    const loads = countLoads(page);
    await page.goto('/chat');
    await expect(page.getByText(SAVED_MARKER)).toBeVisible();
    await expect(page.getByText(`You said: ${text}`)).toBeVisible();
    await expect(page.getByText(/^Your coach said:/).first()).toBeVisible();
    expect(loads.count()).toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  // Sign-out forgets the copy: offline, the chat page then has nothing to show but the offline screen.
  await page.goto('/');
  // The pre-rendered menu button answers once the page has hydrated.
  const signOut = page.getByRole('menuitem', { name: 'Sign Out' });
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: account.firstName }).click();
    await expect(signOut).toBeVisible({ timeout: 2000 });
  }).toPass();
  await signOut.click();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  expect(await savedCopies(page)).toEqual([]);
  await page.waitForLoadState('networkidle');
  await offline(context, page, async () => {
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: UNREACHABLE })).toBeVisible();
    await expect(page.getByText(SAVED_MARKER)).toHaveCount(0);
    await expect(page.getByText(text)).toHaveCount(0);
  });
});

test('someone else signing in on the same browser never gets the first person’s copy', async ({
  page,
  context,
}) => {
  test.slow();
  const text = 'We argued about the dishes and the money';
  await chatWithOneExchange(page, text);
  // The first person's session ends without a sign-out here (its cookie is gone); the second signs up
  // and is signed in: the server's first answer about the session forgets the first person's copy.
  await context.clearCookies();
  await signUp(page);
  await expect.poll(() => savedCopies(page)).toEqual([]);
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  await offline(context, page, async () => {
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: UNREACHABLE })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
  });
});
