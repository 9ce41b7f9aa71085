// The built-in test provider's checkout and portal pages. They say plainly that they are a test and
// that no money is taken, and show the exact amount before anything happens.
import { simplePage } from '../../http/simple-page.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import { formatPounds, TRIAL_DAYS } from '../../../shared/plans.ts';

export function testCheckoutPage(input: {
  sessionId: string;
  amountPence: number;
  trialDays: number;
}): Response {
  const id = encodeURIComponent(input.sessionId);
  const trial =
    input.trialDays > 0
      ? `<p>Your ${TRIAL_DAYS}-day free trial starts today. After it, Premium would be ${formatPounds(input.amountPence)} a month.</p>`
      : `<p>You would be charged ${formatPounds(input.amountPence)} today, then every month.</p>`;
  return simplePage(
    'Test checkout | Peace Coach',
    `<h1>Test checkout</h1>
<p class="note"><strong>This is a test payment page.</strong> No card is needed and no money will be taken.</p>
<p><strong>Peace Coach Premium: ${formatPounds(input.amountPence)} per month.</strong> Cancel anytime.</p>
${trial}
<form method="post" action="/api/billing/test/checkout/${id}/pay"><button class="primary" type="submit">Pay</button></form>
<form method="post" action="/api/billing/test/checkout/${id}/cancel"><button class="secondary" type="submit">Cancel</button></form>`,
  );
}

export function testPortalPage(input: {
  subscriptions: { id: string; status: string; amountPence: number }[];
  returnUrl: string;
}): Response {
  const rows = input.subscriptions
    .map(
      (s) =>
        `<li>Premium, ${formatPounds(s.amountPence)} a month: <strong>${escapeHtml(s.status)}</strong>${
          s.status === 'canceled'
            ? ''
            : ` <form method="post" action="/api/billing/test/portal/cancel/${encodeURIComponent(s.id)}"><button class="secondary" type="submit">Cancel subscription</button></form>`
        }</li>`,
    )
    .join('');
  return simplePage(
    'Test billing portal | Peace Coach',
    `<h1>Test billing portal</h1>
<p class="note"><strong>This is a test billing portal.</strong> No money is taken. With real payments you would update your card and see invoices here.</p>
<ul>${rows || '<li>No subscriptions.</li>'}</ul>
<p><a href="${escapeHtml(input.returnUrl)}">Back to Peace Coach</a></p>`,
  );
}
