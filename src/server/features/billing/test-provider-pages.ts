// The built-in test provider's checkout and portal pages. They say plainly that they are a test and
// that no money is taken, and show the exact amount before anything happens.
import { simplePage } from '#server/http/simple-page.ts';
import { escapeHtml } from '#server/mail/escape-html.ts';
import { formatPounds, TRIAL_DAYS } from '#shared/plans.ts';

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

/** A date as Settings -> Plan shows it ("3 March 2026"). */
export const pageDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

interface PortalSubscription {
  id: string;
  status: string;
  amountPence: number;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
}

const LIVE = ['trialing', 'active', 'past_due'];

function portalRow(s: PortalSubscription): string {
  const head = `Premium, ${formatPounds(s.amountPence)} a month: <strong>${escapeHtml(s.status)}</strong>`;
  if (!LIVE.includes(s.status)) return `<li>${head}</li>`;
  if (s.cancelAtPeriodEnd)
    return `<li>${head}. Cancelled: Premium until ${escapeHtml(pageDate(s.currentPeriodEnd))}. You can resume it in Settings -> Plan.</li>`;
  // The press opens a confirmation first (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end).
  return `<li>${head} <form method="post" action="/api/billing/test/portal/cancel/${encodeURIComponent(s.id)}"><button class="secondary" type="submit">Cancel subscription</button></form></li>`;
}

/** The confirmation "Cancel subscription" asks for, with the date access ends. */
export function testCancelConfirmPage(input: {
  subscriptionId: string;
  accessUntil: Date;
  portalPath: string;
}): Response {
  const until = escapeHtml(pageDate(input.accessUntil));
  return simplePage(
    'Cancel your subscription? | Peace Coach',
    `<h1>Cancel your subscription?</h1>
<p class="note"><strong>This is a test billing portal.</strong> No money is taken.</p>
<p>Premium stays yours until <strong>${until}</strong>. After that your account moves to the Free plan, and you will not be charged again.</p>
<p>Until then you can resume it from Settings -> Plan.</p>
<form method="post" action="/api/billing/test/portal/cancel/${encodeURIComponent(input.subscriptionId)}"><input type="hidden" name="confirm" value="yes"><button class="primary" type="submit">Yes, cancel my subscription</button></form>
<p><a href="${escapeHtml(input.portalPath)}">Keep my subscription</a></p>`,
  );
}

/**
 * What a browser gets instead of an error's JSON on the test provider's pages (Back after paying, an
 * ended checkout, a signed-out tab): a page that says what happened and where to go.
 */
export function testProviderMessagePage(input: {
  status: number;
  heading: string;
  message: string;
  links: { label: string; href: string }[];
}): Response {
  const links = input.links
    .map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`)
    .join(' · ');
  return simplePage(
    `${input.heading} | Peace Coach`,
    `<h1>${escapeHtml(input.heading)}</h1>
<p>${escapeHtml(input.message)}</p>
<p>${links}</p>`,
    { status: input.status },
  );
}

export function testPortalPage(input: { subscriptions: PortalSubscription[]; returnUrl: string }): Response {
  const rows = input.subscriptions.map(portalRow).join('');
  return simplePage(
    'Test billing portal | Peace Coach',
    `<h1>Test billing portal</h1>
<p class="note"><strong>This is a test billing portal.</strong> No money is taken. With real payments you would update your card and see invoices here.</p>
<ul>${rows || '<li>No subscriptions.</li>'}</ul>
<p><a href="${escapeHtml(input.returnUrl)}">Back to Peace Coach</a></p>`,
  );
}
