import type { Locator, Page } from '@playwright/test';
import { signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { coachReplies, composer, GREETING, log } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

// docs/product/rulings.md#one-app-frame: every signed-in page has the same header, the same way back and the
// same account menu, on a phone and a desktop; the chat's own controls sit in the frame without crowding its
// title.

/** Each signed-in page and the h1 it shows once it has loaded (a new free account). */
const PAGES = [
  { path: '/dashboard', heading: /^Welcome/ },
  { path: '/chat', heading: /^Sunday lunch/ },
  { path: '/settings', heading: 'Account Settings' },
  { path: '/upgrade', heading: 'Upgrade to Premium' },
  { path: '/hard-conversations', heading: 'Hard Conversation scripts' },
];

const WIDTHS = [360, 768, 1280];

// Long enough that the chat's title is several words, cut to the title's length by the server.
const FIRST_MESSAGE = 'Sunday lunch with my mother in law keeps ending in tears and silence';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${String(locator)} has a box`).not.toBeNull();
  return found!;
}

/** The page and the header are no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysOverflow(page: Page, where: string) {
  const widths = await page.evaluate(() => {
    const header = document.querySelector('header');
    return {
      page: document.scrollingElement!.scrollWidth,
      window: document.scrollingElement!.clientWidth,
      header: header ? header.scrollWidth - header.clientWidth : 0,
    };
  });
  expect(widths.page, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(widths.window);
  expect(widths.header, `${where}: the header's row overflows`).toBeLessThanOrEqual(0);
}

/** The frame's landmarks and links, each visible: one tap to the dashboard and to the chat. */
async function expectFrame(page: Page, firstName: string, where: string) {
  const banner = page.getByRole('banner');
  await expect(banner, where).toHaveCount(1);
  await expect(banner.getByRole('link', { name: 'Peace Coach dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  const nav = banner.getByRole('navigation', { name: 'App' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(nav.getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Chat', exact: true })).toHaveAttribute('href', '/chat');
  await expect(banner.getByRole('button', { name: new RegExp(firstName) })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
}

/** The chat's title is a few words wide and nothing else in its header sits on it. */
async function expectReadableChatTitle(page: Page, width: number) {
  const title = page.getByRole('heading', { level: 1 });
  const titleBox = await box(title);
  // At 360 px a third of the window at least: several words, not "N…".
  expect(titleBox.width, `at ${width} px the title is squeezed`).toBeGreaterThanOrEqual(
    Math.min(width / 3, 200),
  );
  const controls = [
    page.getByRole('button', { name: 'Quick exit' }),
    page.getByRole('button', { name: 'Need help now?' }),
    page.getByTestId('chat-usage'),
    page.getByRole('banner'),
  ];
  if (width < 768) controls.push(page.getByRole('button', { name: 'Open conversations' }));
  else controls.push(page.locator('#chat-sidebar'));
  if (width >= 640) controls.push(page.getByRole('link', { name: 'Download for my pastor' }));
  const boxes = [titleBox];
  for (const control of controls) {
    await expect(control).toBeVisible();
    const controlBox = await box(control);
    expect(overlaps(titleBox, controlBox), `at ${width} px ${String(control)} covers the title`).toBe(false);
    boxes.push(controlBox);
  }
  // Nor do the usage counters and "Need help now?" overlap each other (they did at 375 px).
  expect(overlaps(boxes[2]!, boxes[3]!), `at ${width} px the usage covers "Need help now?"`).toBe(false);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every signed-in page has the same header, nothing overflows, the chat title reads, axe finds nothing', async ({
      page,
    }) => {
      test.setTimeout(240_000); // five full axe passes after a sign-up and a reply
      const account = await signUp(page);
      await page.goto('/chat');
      await expect(log(page).getByText(GREETING)).toBeVisible();
      await composer(page).fill(FIRST_MESSAGE);
      await composer(page).press('Enter');
      await expect(coachReplies(page)).toHaveCount(2, { timeout: 15_000 });

      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectFrame(page, account.firstName, `${path} at ${width} px`);
        if (path === '/chat') {
          await expect(page.getByTestId('chat-usage')).toBeVisible();
          await expectReadableChatTitle(page, width);
        }
        await expectNoSidewaysOverflow(page, `${path} at ${width} px`);
        // The arrival warning toast comes and goes on its own clock: axe reads the page at rest.
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  });
}

test.describe('the shared free member', () => {
  test.use({ role: 'free' });

  test('the dashboard header lines up with its sidebar, and each page is one tap from the others', async ({
    page,
    member,
  }) => {
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard');
      const brand = await box(page.getByRole('banner').getByRole('link', { name: 'Peace Coach dashboard' }));
      const home = await box(page.getByTestId('dashboard-sidebar').getByRole('link', { name: 'Home' }));
      expect(Math.abs(brand.x - home.x), `at ${width} px`).toBeLessThanOrEqual(1);
    }

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/settings');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'App' });
    await nav.getByRole('link', { name: 'Chat', exact: true }).click();
    await expect(page).toHaveURL(/\/chat/);
    await expect(nav.getByRole('link', { name: 'Chat', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(member.firstName) })
      .click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});
