import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';
import {
  confirmEmailTemplate,
  layout,
  passwordChangedTemplate,
  resetPasswordTemplate,
  type RenderedMail,
} from './templates.ts';

const URL_ = 'https://peacecoach.test/verify?token=abc&next=%2Fchat';
const HOSTILE = '<script>alert("hi")</script> & "Ann"';

const withLink: [string, (i: { firstName: string; url: string }) => RenderedMail][] = [
  ['confirm e-mail', confirmEmailTemplate],
  ['reset password', resetPasswordTemplate],
];

function expectWellFormed(mail: RenderedMail) {
  expect(mail.html).not.toContain('<script');
  expect(mail.html).toContain('<meta name="color-scheme" content="light">');
  expect(mail.html).not.toMatch(/<img|<link|<style/i);
  expect(mail.html).toMatch(/bgcolor="#ffffff" style="[^"]*background-color:#ffffff;color:#1f2933;/);
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe.each(withLink)('the %s mail', (_name, template) => {
  const mail = template({ firstName: HOSTILE, url: URL_ });

  it('escapes the first name and never lets a tag through', () => {
    expectWellFormed(mail);
    expect(mail.html).toContain(
      'Hi &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &quot;Ann&quot;,',
    );
    expect(mail.text).toContain(`Hi ${HOSTILE},`);
  });

  it('has the link as a button and as plain text, in HTML and text', () => {
    const href = `href="${escapeHtml(URL_)}"`;
    expect(mail.html.split(href)).toHaveLength(3);
    expect(mail.html).toContain(`>${escapeHtml(URL_)}</a>`);
    expect(mail.text).toContain(URL_);
  });

  it('greets kindly without a name', () => {
    expect(template({ firstName: '  ', url: URL_ }).text).toMatch(/^Hi there,/);
  });
});

describe('the individual mails', () => {
  it('confirm e-mail has the agreed subject', () => {
    expect(confirmEmailTemplate({ firstName: 'Ann', url: URL_ }).subject).toBe(
      'Confirm your e-mail address for Peace Coach',
    );
  });

  it('reset password says the link lasts an hour, works once, and can be ignored', () => {
    const { text } = resetPasswordTemplate({ firstName: 'Ann', url: URL_ });
    expect(text).toMatch(/1 hour/);
    expect(text).toMatch(/used once/);
    expect(text).toMatch(/did not ask for this, you can ignore/);
  });

  it('password changed tells what to do if it was not them, with support escaped', () => {
    const mail = passwordChangedTemplate({ firstName: HOSTILE, supportEmail: 'help@peacecoach.test' });
    expectWellFormed(mail);
    expect(mail.subject).toBe('Your Peace Coach password was changed');
    expect(mail.text).toMatch(/If it was not you, please reset your password/);
    expect(mail.text).toContain('help@peacecoach.test');
    expect(mail.html).toContain('href="mailto:help@peacecoach.test"');
  });

  it('refuses a link that is not http(s) or mailto', () => {
    expect(() => confirmEmailTemplate({ firstName: 'Ann', url: 'javascript:alert(1)' })).toThrow(/refusing/);
  });

  it('escapes every value the layout is given', () => {
    const mail = layout({
      subject: '<b>subject</b>',
      preheader: '<i>pre</i>',
      greeting: 'Hi,',
      paragraphs: ['<u>para</u>', ['see ', { text: '<em>here</em>', href: 'https://x.test/?a=1&b="2"' }]],
      action: { label: '<s>go</s>', url: 'https://x.test/' },
    });
    expect(mail.html).not.toMatch(/<(b|i|u|em|s)>/);
    expect(mail.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('see <em>here</em> (https://x.test/?a=1&b="2")');
  });

  it('gives the reason in the footer by recipient: account holder unless the mailing list is named', () => {
    const content = { subject: 'S', preheader: 'P', greeting: 'Hi,', paragraphs: ['Body'] };
    const account = 'You are receiving this e-mail because of your Peace Coach account.';
    const list = 'You are receiving this e-mail because you joined the Peace Coach mailing list.';
    for (const mail of [layout(content), layout({ ...content, recipient: 'account' })]) {
      expect(mail.text).toContain(account);
      expect(mail.html).toContain(account);
    }
    const subscriber = layout({ ...content, recipient: 'subscriber' });
    expect(subscriber.text).toContain(list);
    expect(subscriber.html).toContain(list);
    expect(subscriber.text + subscriber.html).not.toContain('account');
    expect(layout({ ...content, recipient: 'invitee' }).text).toContain('invited you to share their plan');
    expect(layout({ ...content, recipient: 'support' }).text).toContain(
      'came through the Peace Coach contact form',
    );
  });
});
