// An unconfirmed address is reminded of once, by the banner above the page: no toast as well, and on a
// phone nothing covers the chat's first message (docs/product/rulings.md#email-confirmation-required).
import { signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { GREETING, log } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px phone the banner is the one reminder, and the chat’s first message is not under it', async ({
  page,
}) => {
  await signUp(page);
  const banner = page.getByRole('region', {
    name: 'Please confirm your e-mail address using the link we sent you.',
  });
  await page.goto('/chat');
  const greeting = log(page).getByText(GREETING);
  await expect(greeting).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible();
  // No toast about it. The toasts' area loads after the page: once it is there, and a frame has passed for
  // it to take the toasts made before it came, none is about the address.
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await expect(page.getByText('Email confirmation needed')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  const bannerBox = (await banner.boundingBox())!;
  const greetingBox = (await greeting.boundingBox())!;
  expect(greetingBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
  // And the message is the one on top where it is drawn: nothing lies over its middle.
  const onTop = await greeting.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit) || hit.contains(element));
  });
  expect(onTop).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/dashboard');
  await expect(banner).toBeVisible();
  await expect(page.getByText('Email confirmation needed')).toHaveCount(0);
});
