// Signs up the members that journeys share (fixtures/roles.ts) once per run, through the same pages a
// person uses, and saves each one's browser state for `test.use({ role })`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import { signUp } from './fixtures/accounts.ts';
import { accountPath, ROLE_NAMES, storageStatePath, type Role } from './fixtures/roles.ts';
import { expect, test as setup } from './fixtures/test.ts';

async function save(page: Page, role: Role, account: object) {
  mkdirSync(dirname(storageStatePath(role)), { recursive: true });
  await page.context().storageState({ path: storageStatePath(role) });
  writeFileSync(accountPath(role), JSON.stringify(account));
}

setup('sign up the free member', async ({ page }) => {
  const account = await signUp(page, { firstName: ROLE_NAMES.free });
  await save(page, 'free', account);
});

setup('sign up the premium member, through the test checkout', async ({ page }) => {
  const account = await signUp(page, { firstName: ROLE_NAMES.premium });
  await page.getByRole('button', { name: 'Start Your First Conversation Today' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();
  await save(page, 'premium', account);
});
