import type { APIRequestContext, Page } from '@playwright/test';
import { latestMail, signUp } from './fixtures/accounts.ts';
import { expect, test as base } from './fixtures/test.ts';

// ASVS V1 (encoding): classic XSS payloads typed into every field whose words the app shows again
// (names, chat titles, messages, lead and contact forms) come back as literal text, in the page and in
// the e-mails. After each render: the text is visible, no element of the payload exists, nothing ran
// (window.__xss is unset) and no dialog opened. The app's CSP would block most inline handlers, so the
// DOM check, not the flag, is what catches an unescaped render here.

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=alert(1)>';
const JS_URL = 'javascript:window.__xss=1';
const MD_LINK = '[x](javascript:window.__xss=1)';
// No full stop, so the coach's clause and note finders keep it whole.
const IMG_ALERT = '<img src=x onerror=alert(1)>';

/** Every dialog (alert, confirm, prompt) a page opens fails the test. */
const test = base.extend<{ dialogs: string[] }>({
  dialogs: [
    async ({ page }, use) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(dialogs);
      expect(dialogs, 'dialogs opened by a payload').toEqual([]);
    },
    { auto: true },
  ],
});

/** Elements or attributes a payload would have created, described for the failure message. */
function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (el: Element) => el.outerHTML.slice(0, 160);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      if (el.tagName === 'SCRIPT' && el.textContent?.includes('__xss')) found.push(describe(el));
      if (el.tagName === 'IMG' && el.getAttribute('src') === 'x') found.push(describe(el));
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) && /__xss|alert/.test(attr.value)) found.push(describe(el));
        if (
          /^(href|src|action|formaction|xlink:href)$/i.test(attr.name) &&
          /^\s*javascript:/i.test(attr.value)
        )
          found.push(describe(el));
      }
    }
    return found;
  });
}

/** Nothing of any payload became markup on this page, nothing ran, and no dialog is open. */
async function expectInert(page: Page): Promise<void> {
  expect(await injectedElements(page), 'elements built from a payload').toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}

const unescapeHtml = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The HTML of a mail in the local mailbox: its page (loopback only, so through `request`) holds the
 * mail in an iframe's srcdoc attribute, escaped once more for the attribute.
 */
async function mailHtml(request: APIRequestContext, id: string): Promise<{ page: string; mail: string }> {
  const response = await request.get(`/dev/mailbox/${encodeURIComponent(id)}`);
  expect(response.ok()).toBe(true);
  const page = await response.text();
  const srcdoc = /<iframe[^>]*\ssrcdoc="([^"]*)"/.exec(page)?.[1];
  expect(srcdoc, 'the mail HTML in the mailbox page').toBeDefined();
  return { page, mail: unescapeHtml(srcdoc!) };
}

/**
 * The mail's HTML holds each payload escaped (never as markup), and, opened as a page of its own with
 * no CSP to help, shows every payload as text and runs nothing.
 */
async function expectMailShowsAsText(page: Page, html: string, payloads: string[]): Promise<void> {
  for (const payload of payloads) {
    expect(html).toContain(escapeHtml(payload));
    if (escapeHtml(payload) !== payload) expect(html).not.toContain(payload);
  }
  expect(html).not.toMatch(/<img src=x|<svg onload|<script>window/i);
  await page.goto('about:blank');
  await page.setContent(html);
  for (const payload of payloads) await expect(page.locator('body')).toContainText(payload);
  await expectInert(page);
}

/**
 * Opens the header's account menu, whose button is named by the first name. The button can be drawn
 * before the menu's code has loaded: the real trigger is the one carrying Radix's data-state.
 */
async function openAccountMenu(page: Page, firstName: string): Promise<void> {
  const trigger = page.getByRole('banner').getByRole('button', { name: firstName });
  await expect(trigger).toHaveAttribute('data-state', 'closed');
  await trigger.click();
  await expect(page.getByRole('banner').getByRole('menu')).toBeVisible();
}

test.describe('names', () => {
  test('payloads in the first and last name at sign-up show as text in the menu, dashboard, settings and mail', async ({
    page,
    request,
  }) => {
    const account = await signUp(page, { firstName: IMG, lastName: SVG });
    // The welcome toast, then the account menu on the public header.
    await expect(page.getByText(`Welcome to Peace Coach, ${IMG}.`)).toBeVisible();
    const header = page.getByRole('banner');
    await openAccountMenu(page, IMG);
    await expect(header.getByRole('menu').getByText(IMG, { exact: true })).toBeVisible();
    await expectInert(page);
    await page.keyboard.press('Escape');

    // Dashboard: the welcome heading and the sidebar's user footer (full name).
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${IMG}`);
    await expect(
      page.getByTestId('dashboard-sidebar').getByText(`${IMG} ${SVG}`, { exact: true }),
    ).toBeVisible();
    await expectInert(page);

    // Settings -> Profile shows them back in the inputs, unchanged.
    await page.goto('/settings');
    await expect(page.getByLabel('First name')).toHaveValue(IMG);
    await expect(page.getByLabel('Last name')).toHaveValue(SVG);
    await expectInert(page);

    // The mobile menu (under 768 px) shows the first name too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByText(IMG, { exact: true })).toBeVisible();
    await expectInert(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto('/about');
    await openAccountMenu(page, IMG);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    // Signing in again greets by name, in the toast shown before the page moves on to the dashboard.
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(`Welcome back, ${IMG}. It is good to see you again.`)).toBeVisible();
    await expectInert(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${IMG}`);
    await expectInert(page);

    // The confirmation e-mail sent at sign-up greets by the first name, escaped.
    const mail = await latestMail(request, account.email);
    expect(mail.text).toContain(`Hi ${IMG},`);
    const { mail: html } = await mailHtml(request, mail.id);
    await expectMailShowsAsText(page, html, [`Hi ${IMG},`]);
  });

  test('payloads saved in Settings -> Profile show as text in settings, the menu and the dashboard', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/settings');
    await page.getByLabel('First name').fill(SCRIPT);
    await page.getByLabel('Last name').fill(MD_LINK);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue(SCRIPT);
    await expect(page.getByLabel('Last name')).toHaveValue(MD_LINK);
    await expectInert(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${SCRIPT}`);
    await expect(
      page.getByTestId('dashboard-sidebar').getByText(`${SCRIPT} ${MD_LINK}`, { exact: true }),
    ).toBeVisible();
    await expectInert(page);

    await page.goto('/blog');
    await openAccountMenu(page, SCRIPT);
    await expect(page.getByRole('banner').getByRole('menu').getByText(SCRIPT, { exact: true })).toBeVisible();
    await expectInert(page);

    // A javascript: URL as a name is a name, not a link.
    await page.goto('/settings');
    await page.getByLabel('First name').fill(JS_URL);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${JS_URL}`);
    await expectInert(page);
  });

  test('a payload longer than a name may be is refused with the length message', async ({ page }) => {
    await signUp(page);
    await page.goto('/settings');
    // 68 characters: over the 60 a name may have.
    await page.getByLabel('First name').fill(`${IMG}${SCRIPT}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please use at most 60 characters.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expectInert(page);
  });
});

test.describe('chat', () => {
  const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
  const composer = (page: Page) => page.getByRole('textbox', { name: 'Message your coach' });
  const coachReplies = (page: Page) =>
    log(page)
      .locator('p')
      .filter({ hasText: /^Your coach said:/ });

  async function openChat(page: Page) {
    await signUp(page);
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/chat\?c=.+/);
    await expect(coachReplies(page)).toHaveCount(1);
  }

  async function send(page: Page, text: string) {
    const before = await coachReplies(page).count();
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await expect(log(page).getByText(`You said: ${text}`, { exact: true })).toBeVisible();
    await expect(coachReplies(page)).toHaveCount(before + 1, { timeout: 15_000 });
    await expect(composer(page)).not.toHaveAttribute('aria-disabled', 'true');
  }

  test('a payload as a chat title shows as text in the header and the list', async ({ page }) => {
    await openChat(page);
    const title = `${IMG} ${SVG} ${MD_LINK}`;
    await page.getByRole('button', { name: 'Rename conversation "New Chat"' }).click();
    const input = page.getByRole('textbox', { name: 'Conversation title' });
    await input.fill(title);
    await input.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(sidebar(page).getByRole('link', { name: title })).toBeVisible();
    await expectInert(page);

    // From the server this time, not the cache.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(sidebar(page).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: `Rename conversation "${title}"` })).toBeVisible();
    await expectInert(page);
  });

  test('payloads in messages show as text in the bubbles, the list and the notes', async ({ page }) => {
    await openChat(page);
    // The coach reflects in its own words (it never quotes the user back), so a payload reaches the page
    // through the user's own bubble, the chat's title and the notes the coach keeps.
    const reflected = `I feel so alone when he says ${IMG_ALERT} to me`;
    await send(page, reflected);
    await expect(log(page).getByText(`You said: ${reflected}`, { exact: true })).toBeVisible();
    // The chat's title is the start of its first message.
    await expect(sidebar(page).getByRole('link').first()).toContainText('I feel so alone when he says');
    await expectInert(page);

    for (const text of [IMG, SCRIPT, `${SVG} ${JS_URL}`, `Look: ${MD_LINK}`]) await send(page, text);
    await expectInert(page);

    // Saved and read back from the server.
    await page.reload();
    await expect(log(page).getByText(`You said: ${reflected}`, { exact: true })).toBeVisible();
    await expect(log(page).getByText(`You said: ${IMG}`, { exact: true })).toBeVisible();
    await expect(log(page).getByText(`You said: ${SCRIPT}`, { exact: true })).toBeVisible();
    await expect(log(page).getByText(`You said: ${SVG} ${JS_URL}`, { exact: true })).toBeVisible();
    await expect(log(page).getByText(`You said: Look: ${MD_LINK}`, { exact: true })).toBeVisible();
    await expectInert(page);

    // A goal with a payload becomes a note the coach keeps, shown in Settings.
    await send(page, `I want us to ${IMG_ALERT} together again`);
    await page.goto('/settings?tab=memory');
    await expect(page.getByText(`Goal: ${IMG_ALERT} together again`, { exact: true })).toBeVisible();
    await expectInert(page);
  });
});

test.describe('lead and contact forms', () => {
  let seq = 0;
  const uniqueEmail = (tag: string) => `xss-${tag}-${Date.now()}-${(seq += 1)}@example.com`;

  /** Only the prompt this test uses may appear. */
  async function openLanding(page: Page) {
    await page.addInitScript(() => {
      // Not on about:blank, where the mail is opened later and storage is refused.
      if (location.protocol !== 'http:') return;
      for (const key of ['exitIntentDismissed', 'floatingCaptureDismissed', 'scrollCaptureDismissed'])
        localStorage.setItem(key, 'true');
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () => {
        const heading = document.getElementById('hero-title');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      },
      undefined,
      { polling: 100 },
    );
  }

  async function expectLeadMail(page: Page, request: APIRequestContext, email: string, firstName: string) {
    const mail = await latestMail(request, email);
    expect(mail.text).toContain(`Hi ${firstName},`);
    const { mail: html } = await mailHtml(request, mail.id);
    await expectMailShowsAsText(page, html, [`Hi ${firstName},`]);
  }

  test('the newsletter: a payload as the first name is escaped in its e-mail', async ({ page, request }) => {
    const email = uniqueEmail('news');
    await openLanding(page);
    const newsletter = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
    // The pre-rendered form's code loads on the first interaction: click into it, as a reader does (a
    // scroll alone once left it unasked for in CI), and wait for React before submitting it.
    await newsletter.scrollIntoViewIfNeeded();
    await newsletter.getByLabel('Email').click();
    await expect
      .poll(() => newsletter.evaluate((form) => Object.keys(form).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    await newsletter.getByLabel('Email').fill(email);
    await newsletter.getByLabel('First name').fill(IMG);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("Welcome! You'll receive weekly encouragement in your inbox.")).toBeVisible();
    await expectInert(page);
    await expectLeadMail(page, request, email, IMG);
  });

  test('the free series form: a payload as the first name is escaped in its e-mail', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('series');
    await openLanding(page);
    await page.getByRole('button', { name: 'Start With FREE Peace Series' }).click();
    const form = page.getByRole('dialog', { name: 'Get the free 365 Days of Peace series' });
    await form.getByLabel('First name').fill(SCRIPT);
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Me the Series' }).click();
    await expect(page.getByText('Thank you! Check your email for your free video guide.')).toBeVisible();
    await expectInert(page);
    await expectLeadMail(page, request, email, SCRIPT);
  });

  test('/365access: a payload as the first name is escaped in its e-mail', async ({ page, request }) => {
    const email = uniqueEmail('access');
    const name = `${SVG} ${MD_LINK}`;
    await page.goto('/365access');
    await page.getByLabel('First name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Me My Free Series' }).click();
    await expect(page.getByRole('dialog', { name: 'Your series is on its way' })).toBeVisible();
    await expectInert(page);
    await expectLeadMail(page, request, email, name);
  });

  test('the contact form: payloads in every field are escaped in the mail and the mailbox page', async ({
    page,
    request,
  }) => {
    // The contact form's e-mail goes to the support address, which other journeys write to as well: a
    // marker in the subject finds this one.
    const marker = `xss-${Date.now()}`;
    const subject = `${marker} ${SCRIPT}`;
    const message = `${IMG}\n${SVG}\n${JS_URL}\n${MD_LINK}`;
    await page.goto('/contact');
    await page.getByLabel('Name').fill(IMG_ALERT);
    await page.getByLabel('Email').fill(uniqueEmail('contact'));
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for writing' })).toBeVisible();
    await expectInert(page);

    let id: string | undefined;
    await expect
      .poll(async () => {
        const mail = await latestMail(request, 'support@peacecoach.local');
        id = mail.id;
        return mail.subject;
      })
      .toBe(`Contact form: ${subject}`);
    const { page: mailboxPage, mail: html } = await mailHtml(request, id!);
    await expectMailShowsAsText(page, html, [`From: ${IMG_ALERT}`, subject, IMG, SVG, JS_URL, MD_LINK]);

    // The mailbox's own page (subject, headers, plain text) escapes them too. Its sandboxed frame holds
    // the mail HTML checked just above, so it is left out here: once in CI Chromium logged "Blocked
    // script execution in 'about:srcdoc'" for that frame (the sandbox doing its job; no script is in
    // the mail HTML, as checked above; the source was not pinned down, possibly the driver's probe).
    await page.goto('about:blank');
    await page.setContent(mailboxPage.replace(/<iframe[\s\S]*?<\/iframe>/, ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contact form: ${subject}`);
    await expect(page.locator('pre')).toContainText(IMG);
    await expectInert(page);
  });
});
