// The privacy policy's company and data controller come from configuration
// (docs/product/specification.md#other-static-pages): placeholders that say what to set in development,
// required in production.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'pc-owner-'));
const owner = {
  COMPANY_NAME: 'Peace Coach Ltd',
  COMPANY_ADDRESS: '1 Quiet Lane, York YO1 1AA',
  PRIVACY_CONTACT_EMAIL: 'privacy@peace.example',
};
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(40),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  APP_URL: 'https://peace.example',
  SMTP_URL: 'smtp://mail.example:587',
  PAYMENTS_PROVIDER: 'test',
  AI_PROVIDER: 'builtin',
  DATA_DIR: dir(),
  ...owner,
};

describe('the site owner settings', () => {
  it('say what to set while they are missing in development', () => {
    expect(loadConfig({ DATA_DIR: dir() }).siteOwner).toEqual({
      companyName: '[Company name: set COMPANY_NAME]',
      companyAddress: '[Company address: set COMPANY_ADDRESS]',
      privacyEmail: '[Privacy contact: set PRIVACY_CONTACT_EMAIL]',
    });
  });

  it('are read from the environment', () => {
    expect(loadConfig({ DATA_DIR: dir(), ...owner }).siteOwner).toEqual({
      companyName: 'Peace Coach Ltd',
      companyAddress: '1 Quiet Lane, York YO1 1AA',
      privacyEmail: 'privacy@peace.example',
    });
    expect(loadConfig(production).siteOwner.companyName).toBe('Peace Coach Ltd');
  });

  it('are each required in production, by name', () => {
    for (const name of Object.keys(owner)) {
      expect(() => loadConfig({ ...production, [name]: '' })).toThrow(
        `Invalid configuration: ${name} is required when NODE_ENV=production`,
      );
    }
  });

  it('refuse a privacy contact that is not an e-mail address', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PRIVACY_CONTACT_EMAIL: 'write to us' })).toThrow(
      /PRIVACY_CONTACT_EMAIL/,
    );
  });
});
