// The safety reply's numbers are links a person in danger can tap, made from the one list of lines
// (docs/product/rulings.md#safety-replies).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LINES } from '#shared/helplines.ts';
import { createMessage } from '../test-fixtures.ts';
import { MessageItem } from './message-item.tsx';

const reply = [
  `If you are in danger right now, call ${LINES.emergencyUk.number} (UK) or ${LINES.emergencyUs.number} (US).`,
  `\u2022 Samaritans (UK): ${LINES.samaritans.number}, free, any time`,
  `\u2022 National Domestic Violence Hotline (US): ${LINES.abuseUs.number}, or text START to ${LINES.abuseUsText.number}`,
  `\u2022 988 Suicide & Crisis Lifeline (US): call or text ${LINES.lifeline.number}`,
  `\u2022 Shout (UK): text SHOUT to ${LINES.shout.number}`,
].join('\n');

function renderReply(flag: 'safety' | null) {
  render(<MessageItem message={createMessage({ role: 'coach', content: reply, flag })} />);
}

describe('MessageItem: the safety reply', () => {
  it('makes each number a tel: link, and a line that answers texts an sms: link', () => {
    renderReply('safety');
    const links = screen.getAllByRole('link');
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(`tel:${LINES.emergencyUk.tel}`);
    expect(hrefs).toContain(`tel:${LINES.emergencyUs.tel}`);
    expect(hrefs).toContain(`tel:${LINES.samaritans.tel}`);
    expect(hrefs).toContain(`tel:${LINES.abuseUs.tel}`);
    // A text-only line is never offered as a call.
    expect(hrefs).not.toContain(`tel:${LINES.abuseUsText.tel}`);
    expect(hrefs).toContain(`sms:${LINES.abuseUsText.tel}?&body=START`);
    expect(hrefs).toContain(`sms:${LINES.shout.tel}?&body=SHOUT`);
    // 988 answers calls and texts: the number calls, and a link beside it texts.
    expect(hrefs).toContain(`tel:${LINES.lifeline.tel}`);
    expect(screen.getByRole('link', { name: `Text ${LINES.lifeline.number}` })).toHaveAttribute(
      'href',
      `sms:${LINES.lifeline.tel}`,
    );
  });

  it('names each link by what it does, and keeps the words of the reply whole', () => {
    renderReply('safety');
    expect(screen.getByRole('link', { name: `Call ${LINES.samaritans.number}` })).toBeVisible();
    expect(screen.getByRole('link', { name: `Text ${LINES.shout.number}` })).toBeVisible();
    const bubble = screen.getByText(/Samaritans \(UK\)/).closest('p');
    expect(bubble).not.toBeNull();
    expect(within(bubble as HTMLElement).getByText(LINES.samaritans.number)).toBeVisible();
    expect(bubble?.textContent).toContain(`Samaritans (UK): ${LINES.samaritans.number}, free, any time`);
  });

  it('leaves an ordinary reply as plain text', () => {
    renderReply(null);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
