// A local HTTP server that answers the Stripe API calls we make, so the real `stripe` SDK can be
// tested against the wire protocol (form-encoded requests, JSON objects with `object` types).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripe {
  port: number;
  subscriptions: Map<string, Record<string, unknown>>;
  sessions: Map<string, Record<string, unknown>>;
  requests: { method: string; path: string; body: URLSearchParams }[];
  /** Completes an open checkout as Stripe would after payment (throws for an expired one). */
  complete(sessionId: string): Record<string, unknown>;
  setStatus(subscriptionId: string, status: string): void;
  /** A subscription an operator sold outside the app (e.g. basic), for a customer. */
  addSubscription(customer: string, amount: number, role: 'basic' | 'premium'): Record<string, unknown>;
  close(): Promise<void>;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const subscriptions = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const requests: FakeStripe['requests'] = [];

  const subscription = (id: string, customer: string, amount: number, trialDays: number, userId: string) => {
    const now = Math.floor(Date.now() / 1000);
    const trialEnd = trialDays > 0 ? now + trialDays * 86_400 : null;
    return {
      id,
      object: 'subscription',
      customer,
      status: trialEnd ? 'trialing' : 'active',
      trial_end: trialEnd,
      cancel_at_period_end: false,
      metadata: { userId, role: 'premium' },
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            current_period_end: trialEnd ?? now + 30 * 86_400,
            price: {
              id: nextId('price'),
              object: 'price',
              unit_amount: amount,
              currency: 'gbp',
              product: 'prod_peace',
            },
          },
        ],
      },
    };
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const notFound = () =>
        send(404, {
          error: { type: 'invalid_request_error', message: 'No such object', code: 'resource_missing' },
        });
      const path = url.pathname;
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/v1/customers')
        return send(200, { id: nextId('cus'), object: 'customer' });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = nextId('cs');
        const session = {
          id,
          object: 'checkout.session',
          customer: body.get('customer'),
          subscription: null,
          status: 'open',
          url: `https://checkout.stripe.test/pay/${id}`,
          amount: Number(body.get('line_items[0][price_data][unit_amount]')),
          trial_days: Number(body.get('subscription_data[trial_period_days]') ?? 0),
          user_id: body.get('client_reference_id'),
          success_url: body.get('success_url'),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (req.method === 'GET' && path === '/v1/checkout/sessions') {
        const customer = url.searchParams.get('customer');
        const status = url.searchParams.get('status');
        return send(200, {
          object: 'list',
          has_more: false,
          url: '/v1/checkout/sessions',
          data: [...sessions.values()].filter(
            (s) => (!customer || s.customer === customer) && (!status || s.status === status),
          ),
        });
      }
      if (req.method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
        const s = sessions.get(m[1]!);
        if (!s) return notFound();
        // Stripe expires only open sessions; a completed one is in a terminal state.
        if (s.status !== 'open')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
            },
          });
        s.status = 'expired';
        s.url = null;
        return send(200, s);
      }
      if (req.method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
        const s = sessions.get(m[1]!);
        return s ? send(200, s) : notFound();
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: nextId('bps'),
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session',
        });
      }
      if (req.method === 'GET' && path === '/v1/subscriptions') {
        const customer = url.searchParams.get('customer');
        return send(200, {
          object: 'list',
          has_more: false,
          data: [...subscriptions.values()].filter((s) => s.customer === customer),
        });
      }
      if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
        const s = subscriptions.get(m[1]!);
        if (!s) return notFound();
        if (req.method === 'DELETE') s.status = 'canceled';
        if (req.method === 'POST') {
          // An in-place price change: the item's amount and the role metadata follow the request.
          const amount = body.get('items[0][price_data][unit_amount]');
          const items = (s.items as { data: { price: { unit_amount: number } }[] }).data;
          if (amount && items[0]) items[0].price.unit_amount = Number(amount);
          const role = body.get('metadata[role]');
          if (role) s.metadata = { ...(s.metadata as object), role };
        }
        return send(200, s);
      }
      return notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    subscriptions,
    sessions,
    requests,
    complete(sessionId) {
      const s = sessions.get(sessionId)!;
      // As on Stripe's page: an expired session can no longer be paid.
      if (s.status !== 'open') throw new Error(`checkout session ${sessionId} is ${String(s.status)}`);
      const id = nextId('sub');
      const sub = subscription(
        id,
        String(s.customer),
        Number(s.amount),
        Number(s.trial_days),
        String(s.user_id),
      );
      subscriptions.set(id, sub);
      Object.assign(s, { status: 'complete', subscription: id });
      return sub;
    },
    addSubscription(customer, amount, role) {
      const id = nextId('sub');
      const sub = { ...subscription(id, customer, amount, 0, ''), metadata: { role } };
      subscriptions.set(id, sub);
      return sub;
    },
    setStatus(subscriptionId, status) {
      subscriptions.get(subscriptionId)!.status = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
