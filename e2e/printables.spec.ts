import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// The printable resources "print cleanly on A4 and Letter" (issue: Printables): each is printed by the
// browser's own engine (Chromium's print to PDF, the same layout a person's Print gives) on both paper
// sizes, and must come out on the pages it was designed for.
const PRINTABLES = [
  { path: '/resources/reset-card', title: 'Emotional Reset Card', pages: 1 },
  { path: '/resources/cheat-sheet', title: 'Conversation Cheat Sheet', pages: 1 },
  // Seven days of prayer on one sheet: meant for the fridge door or the inside of a Bible.
  { path: '/resources/prayer-guide', title: 'A Prayer Guide for Your Marriage', pages: 1 },
] as const;

/** The number of pages in a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

async function printed(page: Page, format: 'A4' | 'Letter') {
  // Chromium prints with the page's own @page rules (size, margins), as the Print dialog does.
  return page.pdf({ format, preferCSSPageSize: false, printBackground: true });
}

test('the cheat sheet says when to use each phrase once', async ({ page }) => {
  await page.goto('/resources/cheat-sheet');
  await expect(page.getByText('When a conversation has gone off the rails')).toBeVisible();
  await expect(page.getByText(/when when/i)).toHaveCount(0);
});

for (const { path, title, pages } of PRINTABLES) {
  test(`${path} prints on ${pages} page${pages > 1 ? 's' : ''} of A4 and of Letter`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(title, 'i') })).toBeVisible();
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await printed(page, format);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfPageCount(pdf), `${path} on ${format}`).toBe(pages);
    }
  });
}
