import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { coachReplies, composer, GREETING, log, userMessage } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

const MONEY = 'We argued about money again last night and he walked out';

/** A new account with one chat holding MONEY and the coach's reply; the chat's id. */
async function chatAboutMoney(page: Page): Promise<string> {
  await signUp(page);
  await page.goto('/chat');
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await expect(page).toHaveURL(/\/chat\?c=.+/);
  await composer(page).fill(MONEY);
  await composer(page).press('Enter');
  await expect(userMessage(page, MONEY)).toBeVisible();
  await expect(coachReplies(page)).toHaveCount(2, { timeout: 15_000 });
  return new URL(page.url()).searchParams.get('c')!;
}

/** The downloaded file's name and text, read as a reader would copy it out. */
async function readPdf(download: Download) {
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

const chatBox = (page: Page) => page.getByRole('checkbox', { name: /We argued about money/ });

test('from Settings: choose the chat and download the PDF of it', async ({ page }) => {
  await chatAboutMoney(page);
  await page.goto('/settings');
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Journey' })
    .click();
  await expect(page).toHaveURL(/\/settings\?tab=journey$/);
  await expect(page.getByRole('heading', { level: 2, name: 'My journey' })).toBeVisible();
  await expect(chatBox(page)).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Include messages about danger or abuse' }),
  ).not.toBeChecked();

  // Nothing chosen: said, and nothing downloads.
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose at least one conversation.');

  await chatBox(page).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = await readPdf(download);
  expect(pdf.name).toMatch(/^my-journey-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.text).toContain(MONEY);
  expect(pdf.text).toContain('Need help now?');
  await expect(page.getByRole('status').filter({ hasText: 'Your PDF has been downloaded.' })).toBeVisible();
});

test('from the chat header: the open chat is already chosen', async ({ page }) => {
  const chatId = await chatAboutMoney(page);
  if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: '/tmp/journey-chat-wide.png' });
  await page.getByRole('link', { name: 'Download for my pastor' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings\\?tab=journey&chat=${chatId}$`));
  await expect(chatBox(page)).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect((await readPdf(download)).text).toContain(MONEY);
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chooser fits the screen, works by keyboard and axe finds nothing', async ({ page }) => {
    test.setTimeout(120_000);
    const chatId = await chatAboutMoney(page);
    // A phone's chat header has no room for the link (the title keeps it): the drawer has it.
    await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Download for my pastor' })).toBeHidden();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: '/tmp/journey-chat-390.png' });
    await page.getByRole('button', { name: 'Open conversations' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Download for my pastor' }).click();
    await expect(page).toHaveURL(new RegExp(`/settings\\?tab=journey&chat=${chatId}$`));
    await expect(chatBox(page)).toBeChecked();
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);

    // Space ticks a box; the safety box is described by why it is off.
    const safety = page.getByRole('checkbox', { name: 'Include messages about danger or abuse' });
    await safety.focus();
    await page.keyboard.press('Space');
    await expect(safety).toBeChecked();
    await expect(safety).toHaveAccessibleDescription(/Leave this off if someone else may see this document/);

    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: '/tmp/journey-390.png', fullPage: true });
  });
});
