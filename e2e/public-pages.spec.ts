import type { Page } from '@playwright/test';
import { blogPostPaths } from '../scripts/site/blog-posts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { PUBLIC_PAGES } from '#shared/public-pages.ts';
import { expect, test } from './fixtures/test.ts';

// The landing page's prompts would cover the page under test; their own journeys are in
// public-lead-capture.spec.ts.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const key of ['exitIntentDismissed', 'floatingCaptureDismissed', 'scrollCaptureDismissed'])
      localStorage.setItem(key, 'true');
  });
});

const pages = PUBLIC_PAGES.filter((p) => p.path !== '/404');
const posts = blogPostPaths();

for (const { path, title } of pages) {
  test(`${path} renders with its title, one h1 and no axe violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    // The footer follows the page with no empty band of its own above it (it once had a 64 px margin).
    const gap = await page
      .getByRole('contentinfo')
      .evaluate(
        (footer) =>
          footer.getBoundingClientRect().top - footer.previousElementSibling!.getBoundingClientRect().bottom,
      );
    expect(gap).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the blog lists both posts and each article has its own title and canonical URL', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(posts.length);
  for (const { path } of posts) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page).toHaveTitle(/\| Peace Coach$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
});

test.describe('an unknown blog post', () => {
  // Answered 404 (the browser logs it), with the article route's own "Post Not Found" page.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('says so with a way back', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/blog\/no-such-post$/);
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test('pre-rendered HTML carries each page’s content before any script runs', async ({ request }) => {
  const expectations: [string, string][] = [
    ['/', 'Peace at home begins with one calm conversation.'],
    ['/blog', 'The Peace Coach Blog'],
    [posts[0]!.path, '<h1'],
    ['/365access', 'Send Me My Free Series'],
    ['/scripture-guide', 'A gentle answer turns away wrath'],
    ['/resources/cheat-sheet', 'Can we start over? I want to hear you.'],
    ['/contact', 'Monday-Friday 9 AM-6 PM EST'],
  ];
  for (const [path, text] of expectations) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(text);
  }
  const series = await (await request.get('/365series')).text();
  expect(series).toContain('<meta name="robots" content="noindex"');
});

test('every verse is shown in one pair of quotation marks', async ({ request }) => {
  const pages = ['/', '/365series', '/relationship-tips', '/scripture-guide', '/resources/reset-card'];
  for (const path of [...pages, '/resources/prayer-guide']) {
    const html = await (await request.get(path)).text();
    // Psalm 46:10 and Matthew 11:28 bring their own marks; James 1:19 is cut at a semicolon.
    expect(html, path).not.toMatch(/““|””|;”/);
  }
  const series = await (await request.get('/365series')).text();
  expect(series).toContain('“Be still, and know that I am God.');
  expect(series).toContain('slow to anger…”');
});

test('robots.txt and sitemap.xml list the indexable pages only', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Disallow: /dev/');
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of [...pages.filter((p) => !p.noindex), ...posts]) {
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path === '/' ? '/' : path}</loc>`));
  }
  expect(sitemap).not.toContain('/365series');
  expect(sitemap).not.toContain('/404');
});

test('the landing page has its sections, anchors and a working FAQ', async ({ page }) => {
  await page.goto('/');
  for (const id of ['features', 'how-it-works', 'testimonials', 'faq']) {
    await expect(page.locator(`#${id}`)).toBeAttached();
  }
  for (const step of ['Pause', 'Recognize', 'Realign', 'Speak with Clarity']) {
    await expect(page.locator('#how-it-works').getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.locator('#testimonials blockquote')).toHaveCount(3);
  const faq = page.locator('#faq');
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(6);
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
  await questions.nth(2).click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/signup');
  await expect(page.getByText('£49')).toBeVisible();
});

test.describe('the landing page’s lower half', () => {
  // The network must see the page's own requests (a worker that took the page over would fetch for it).
  test.use({ serviceWorkers: 'block' });

  test('loads its code when needed, and a click before it arrives is not lost', async ({ page }) => {
    const LOWER = /\/assets\/lower-sections-[^/]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (LOWER.test(request.url())) requested.push(request.url());
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(LOWER, async (route) => {
      await released;
      await route.continue();
    });

    // A visitor who reads the first screens: the lower sections are there, their code is not fetched.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#testimonials blockquote')).toHaveCount(3);
    expect(requested).toEqual([]);

    // Scrolling to the demo starts the download; a topic clicked before the code arrives is kept.
    const demo = page.locator('#demo');
    const topic = 'Setting Boundaries with Grace';
    await demo.getByRole('button', { name: topic }).click();
    await expect.poll(() => requested.length).toBe(1);
    await expect(
      demo.getByRole('heading', { level: 3, name: 'Communication Without Fighting' }),
    ).toBeVisible();
    release();
    await expect(demo.getByRole('heading', { level: 3, name: topic })).toBeVisible();

    // Rendered by a navigation (not from the pre-rendered HTML), the page has every section at once.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Peace Coach/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#faq').getByRole('button')).toHaveCount(6);
    await expect(page.locator('#testimonials blockquote')).toHaveCount(3);
  });
});

test('on a first visit, the bar’s FAQ link goes to the questions, which work', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  const faq = page.locator('#faq');
  await expect(faq.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
  // The first answer starts open; the second opens when pressed.
  await faq.getByRole('button').nth(1).click();
  await expect(faq.getByRole('button').nth(1)).toHaveAttribute('aria-expanded', 'true');
});

test('the demo chat shows each topic’s exchange and a toggleable sidebar', async ({ page }) => {
  await page.goto('/');
  const demo = page.locator('#demo');
  for (const topic of [
    'Communication Without Fighting',
    "Finding Peace When You're Doing All the Work",
    'Setting Boundaries with Grace',
    'Emotional Safety & Self-Care',
  ]) {
    await demo.getByRole('button', { name: topic }).click();
    await expect(demo.getByRole('heading', { level: 3, name: topic })).toBeVisible();
    await expect(demo.locator('ul[aria-live] > li')).toHaveCount(3);
  }
  await expect(demo.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(demo.getByLabel('Message (demo only)')).toBeDisabled();
  await demo.getByRole('button', { name: 'Hide topics' }).click();
  await expect(demo.getByRole('navigation', { name: 'Topics' })).toBeHidden();
  await demo.getByRole('button', { name: 'Show topics' }).click();
  await expect(demo.getByRole('navigation', { name: 'Topics' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the landing page fits 390 px without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the install guide names the device after load', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/install-guide');
    await expect(page.getByRole('heading', { name: 'Install on your iPhone or iPad' })).toBeVisible();
    await context.close();
  });
});

test('the contact form sends a message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Billing Support' }).click();
  await page.getByLabel('Name').fill('Ruth');
  await page.getByLabel('Email').fill('ruth@example.com');
  await page.getByLabel('Message').fill('I would like to change my card.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for writing' })).toBeVisible();
});

test('the Christian resources lead to the resources they name', async ({ page }) => {
  await page.goto('/christian-resources');
  await page.getByRole('link', { name: 'Open the Scripture Guide' }).click();
  await expect(page).toHaveURL(/\/scripture-guide$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Read the Relationship Tips' }).click();
  await expect(page).toHaveURL(/\/relationship-tips$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Get the Free Series' }).click();
  await expect(page).toHaveURL(/\/365access$/);
});

test('a printable resource hides the site around it when printed', async ({ page }) => {
  await page.goto('/resources/reset-card');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('body header').first()).toBeHidden();
  await expect(page.locator('body footer').first()).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Emotional Reset Card' })).toBeVisible();
});

test('the web app manifest and the service worker register, and offline shows the offline page', async ({
  page,
  context,
  request,
}) => {
  // A worker runs under the CSP its script was served with, so /sw.js carries `default-src 'self'`
  // (not the `default-src 'none'` of other non-HTML files), and is revalidated on every visit.
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-security-policy']).toBe("default-src 'self'");
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest: unknown = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Peace Coach',
    display: 'standalone',
    start_url: '/dashboard',
    theme_color: '#1d5c63',
    background_color: '#faf6f0',
  });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // A request still in flight (the session check, a lazily loaded chunk) would fail when the network
  // goes, and its console error would fail this test for the wrong reason.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test.describe('the service worker’s caches', () => {
  // Offline, the app shell's session check cannot reach the server.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  const cachedUrls = (page: Page, only?: string) =>
    page.evaluate(async (name) => {
      const urls: string[] = [];
      for (const cacheName of await caches.keys()) {
        if (name && !cacheName.startsWith(name)) continue;
        for (const request of await (await caches.open(cacheName)).keys()) {
          const url = new URL(request.url);
          urls.push(url.pathname + url.search);
        }
      }
      return urls;
    }, only);

  test('download no script on a visitor’s first visit, keep no address with a token, and stay capped', async ({
    page,
    context,
  }) => {
    // The worker's own downloads: on a visitor's first visit, the offline page and the icons, no script.
    const workerFetched: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) workerFetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForLoadState('networkidle');
    expect(workerFetched).toContain('/offline.html');
    const scripts = workerFetched.filter((path) => path !== '/sw.js' && /^\/assets\/|\.js$/.test(path));
    expect(scripts).toEqual([]);
    // Installed with the offline page, not the app shell (the manifest's start_url): a visitor is not
    // signed in, so nothing asks for it.
    const installed = await cachedUrls(page);
    expect(installed).toContain('/offline.html');
    expect(installed).not.toContain('/dashboard');
    expect(installed.filter((url) => url.startsWith('/assets/'))).toEqual([]);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await page.goto('/reset-password?token=secret-reset-token');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/about?ref=welcome-mail');
    await page.goto('/invite/secret-invite-code');
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/blog');
    const visited = await cachedUrls(page);
    // Neither the tokenised addresses nor the token pages themselves (their scripts are fine).
    const personal = visited.filter(
      (url) => url.includes('?') || url.includes('secret') || /^\/(reset-password|invite\/)/.test(url),
    );
    expect(personal).toEqual([]);
    expect(visited).toContain('/blog');

    // The page cache keeps the newest 50: fill it with older entries, then visit one more page.
    await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('peace-pages-'))!;
      const cache = await caches.open(name);
      for (let i = 0; i < 60; i += 1) await cache.put(`/old-page-${i}`, new Response('old'));
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await cachedUrls(page, 'peace-pages-')).length).toBe(50);
    const pages = await cachedUrls(page, 'peace-pages-');
    expect(pages).toContain('/about');
    expect(pages).not.toContain('/old-page-0');
    expect(pages).not.toContain('/blog');
  });

  test.describe('once signed in', () => {
    test.use({ role: 'free' });

    test('store the app shell, which then opens offline', async ({ page, context }) => {
      // A public page only: the shell comes from the worker's precache, not from a visit to an app page.
      await page.goto('/');
      await expect.poll(() => cachedUrls(page, 'peace-shell-')).toContain('/dashboard');
      // Kept in the shell's own cache, which visits never evict (ADR 029).
      const assets = await cachedUrls(page, 'peace-shell-');
      expect(assets.some((url) => /^\/assets\/entry\.client-.+\.js$/.test(url))).toBe(true);
      expect(assets.some((url) => /^\/assets\/dashboard-.+\.js$/.test(url))).toBe(true);

      // Offline, the installed app's start page opens its shell (not the offline page): the app starts
      // and says itself that the server cannot be reached.
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'We could not reach Peace Coach' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
      await context.setOffline(false);
    });
  });
});

test.describe('signed in', () => {
  test.use({ role: 'free' });

  test('signed in, the landing page settles on the member variants without moving', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('link', { name: 'Go to Your Dashboard' });
    await expect(hero).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/upgrade');
    await expect(page.getByRole('link', { name: 'Open Your Coach' })).toHaveAttribute('href', '/chat');
    const install = page.locator('#install');
    await expect(install.getByText('Choose Add to Home Screen, then tap Add.')).toBeVisible();
    await expect(install.getByText(/Detailed step-by-step instructions come after sign-up/)).toBeHidden();

    // The signed-out HTML reserves the same boxes: the FAQ starts at the same place in both views.
    const signedInTop = await page.locator('#faq').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await page.context().clearCookies();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Free Today' })).toBeVisible();
    await expect(install.getByText(/Detailed step-by-step instructions come after sign-up/)).toBeVisible();
    const signedOutTop = await page
      .locator('#faq')
      .evaluate((el) => el.getBoundingClientRect().top + scrollY);
    expect(signedInTop).toBe(signedOutTop);
  });
});

test.describe('a member opening the pre-rendered landing page', () => {
  test.use({ role: 'free' });

  test('never sees the signed-out bar flash while the session is asked', async ({ page }) => {
    const bar = page.getByRole('banner');
    await page.goto('/');
    // The first visit learns the session and leaves the hint (a single "1", nothing about the member).
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('signedInHint'))).toBe('1');

    // Next time, with the answer held back: the pre-rendered signed-out links stay hidden meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/account/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    // Found by address, not by role: hidden links are out of the accessibility tree (as they should be).
    for (const link of ['/signup', '/login', '/#features']) {
      await expect(bar.locator(`a[href="${link}"]`)).toBeAttached();
      await expect(bar.locator(`a[href="${link}"]`)).toBeHidden();
    }
    release();
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Get Started' })).toHaveCount(0);

    // Signed out, the hint goes: a visitor's bar shows its links at once, even with the answer held.
    await page.context().clearCookies();
    await page.unroute('**/api/account/me');
    await page.reload();
    await expect(bar.getByRole('link', { name: 'Get Started' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('signedInHint'))).toBeNull();
    let releaseAgain!: () => void;
    const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
    await page.route('**/api/account/me', async (route) => {
      await heldAgain;
      await route.continue();
    });
    await page.reload();
    await expect(bar.getByRole('link', { name: 'Get Started' })).toBeVisible();
    releaseAgain();
  });
});

// docs/product/rulings.md#series-videos: until a video is configured in content/series.json (none is in
// this build), the page offers each lesson in text and promises no video.
test('/365series offers each lesson in text while no video is configured', async ({ page }) => {
  await page.goto('/365series');
  await expect(page.getByText(/being prepared/)).toHaveCount(0);
  await expect(page.locator('iframe, video')).toHaveCount(0);
  await page.getByRole('link', { name: 'Read Lesson 1' }).click();
  await expect(page).toHaveURL(/\/365series#lesson-1$/);
  const lesson = page.getByRole('article', { name: 'Part 1: Pause and Recognize' });
  await expect(lesson).toBeInViewport();
  await expect(lesson.getByText(/^Most hard conversations do not go wrong in the middle/)).toBeVisible();
  await expect(lesson.getByText('James 1:19-20 (WEB)')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
});

// docs/product/specification.md#blog-and-blogslug: Markdown rendered at build time, italics included.
test('a blog post shows its italics as emphasis, with no Markdown marks left in the text', async ({
  page,
}) => {
  await page.goto('/blog/gentle-start-up');
  const article = page.getByRole('article');
  await expect(article.locator('em', { hasText: /^slow$/ })).toBeVisible();
  await expect(article.locator('em', { hasText: /^Never$/ })).toBeVisible();
  await expect(article.locator('strong').first()).toBeVisible();
  const text = await article.innerText();
  expect(text).not.toMatch(/(^|\s)_\S|\S_(\s|[.,;:!?]|$)|\*\*/m);
});

// One build serves any domain: the server names its own origin (APP_URL; here the test server's) in the
// canonical link, the Open Graph URL, the sitemap and robots.txt, whatever origin the build was made with.
test('canonical links, Open Graph URLs, the sitemap and robots.txt name the served origin', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/about');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/about`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/about</loc>`);
  expect(sitemap.match(/<loc>[^<]+<\/loc>/g)?.every((loc) => loc.startsWith(`<loc>${baseURL}/`))).toBe(true);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

// docs/product/specification.md#other-static-pages: the company and data controller come from the
// server's settings; this test server has none, so it shows what to set, loaded or navigated to.
test('the privacy policy names the data controller from the server’s settings', async ({ page }) => {
  await page.goto('/privacy-policy');
  const controller = page.getByRole('region', { name: 'Who is responsible for your data' });
  await expect(controller.getByText('[Company name: set COMPANY_NAME]')).toBeVisible();
  await expect(controller.getByText('[Company address: set COMPANY_ADDRESS]')).toBeVisible();
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(controller.getByText('[Company name: set COMPANY_NAME]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
