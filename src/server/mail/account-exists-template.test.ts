import { describe, expect, it } from 'vitest';
import { accountExistsTemplate } from './account-exists-template.ts';

describe('the account-exists notice', () => {
  const input = {
    firstName: '<b>Ann</b>',
    signInUrl: 'https://peacecoach.test/login',
    resetUrl: 'https://peacecoach.test/forgot-password',
  };

  it('escapes the first name and links to log-in and to choosing a new password', () => {
    const mail = accountExistsTemplate(input);
    expect(mail.html).toContain('Hi &lt;b&gt;Ann&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Ann');
    expect(mail.text).toContain('https://peacecoach.test/login');
    expect(mail.text).toContain('https://peacecoach.test/forgot-password');
    expect(mail.subject).not.toMatch(/Ann/);
  });
});
