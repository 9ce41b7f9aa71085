// Authenticated chat figures: the chat list under load, and sends with the coach in use (time to the
// first streamed word, time to the whole reply, messages per second). Users are created through the
// real sign-up, each from its own address (the server is told it sits behind one proxy), so per-IP
// sign-up limits do not apply to the benchmark as a whole.
import { load, type LoadResult } from './lib.ts';
import { z } from 'zod';

const ORIGIN = 'http://localhost:3000';

export interface BenchUser {
  cookie: string;
  chatId: string;
  remaining: number;
}

export async function createUsers(baseUrl: string, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i++) {
    const ip = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const headers = { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': ip };
    const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: `bench-${Date.now()}-${i}@example.com`,
        password: 'bench-quiet-psalm-42',
        firstName: 'Bench',
        lastName: `User${i}`,
      }),
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const created = await fetch(`${baseUrl}/api/chats`, { method: 'POST', headers: { ...headers, cookie } });
    const chat = z.object({ chat: z.object({ id: z.string() }) }).parse(await created.json());
    users.push({ cookie, chatId: chat.chat.id, remaining: 10 });
  }
  return users;
}

export function chatListLoad(baseUrl: string, user: BenchUser): Promise<LoadResult> {
  return load('GET /api/chats (signed in)', `${baseUrl}/api/chats`, { headers: { cookie: user.cookie } });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface SendFigures {
  sends: number;
  perSecond: number;
  firstTokenP50: number;
  firstTokenP99: number;
  fullP50: number;
  fullP99: number;
  failures: number;
}

/** `concurrency` users send at once until every user's free messages are used. */
export async function sendLoad(
  baseUrl: string,
  users: BenchUser[],
  concurrency: number,
): Promise<SendFigures> {
  const first: number[] = [];
  const full: number[] = [];
  let failures = 0;
  // Each worker is one person: it takes a user and sends that user's messages one after another, as
  // someone in a conversation does. (A queue of everyone's messages would put several sends of one
  // user in flight at once, all waiting on the same chat's row lock, and measure that queue instead.)
  const waiting = [...users];
  const started = performance.now();
  const worker = async () => {
    for (let user = waiting.shift(); user; user = waiting.shift()) {
      for (let sent = 0; sent < user.remaining; sent++) {
        await sendOne(user);
      }
    }
  };
  const sendOne = async (user: BenchUser) => {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/chats/${user.chatId}/messages`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify({ content: 'We keep arguing about money and I feel unheard.' }),
    });
    if (!res.ok || !res.body) {
      failures++;
      return;
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    let firstAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
      if (!firstAt && seen.includes('"text-delta"')) firstAt = performance.now() - t0;
    }
    if (!seen.includes('"data-reply"')) failures++;
    first.push(firstAt);
    full.push(performance.now() - t0);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  first.sort((a, b) => a - b);
  full.sort((a, b) => a - b);
  return {
    sends: full.length,
    perSecond: full.length / seconds,
    firstTokenP50: Math.round(percentile(first, 50) * 10) / 10,
    firstTokenP99: Math.round(percentile(first, 99) * 10) / 10,
    fullP50: Math.round(percentile(full, 50) * 10) / 10,
    fullP99: Math.round(percentile(full, 99) * 10) / 10,
    failures,
  };
}
