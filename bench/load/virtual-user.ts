// One virtual user: opens chats and talks with the coach until the deadline, as a person would in
// quick succession. Free users send in bursts of three at once across their two chats, so the limits
// are tested under races, and read their chats once the limit holds.
import type { SeededUser } from './seed.ts';

export type RequestKind = 'create chat' | 'send' | 'list chats' | 'read messages';

export interface RequestRecord {
  kind: RequestKind;
  status: number;
  ms: number;
  /** A 200 send whose stream ended without the reply's closing part (or with an error part). */
  incomplete?: boolean;
}

export interface UserOutcome {
  user: SeededUser;
  /** The text of every send the server accepted (answered 200): each must be stored exactly once. */
  accepted: string[];
  requests: RequestRecord[];
}

const ORIGIN = 'http://localhost:3000';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runVirtualUser(
  baseUrl: string,
  user: SeededUser,
  deadline: number,
  index: number,
): Promise<UserOutcome> {
  const outcome: UserOutcome = { user, accepted: [], requests: [] };
  const headers = {
    origin: ORIGIN,
    cookie: user.cookie,
    'x-forwarded-for': user.ip,
    'content-type': 'application/json',
  };
  let sequence = 0;

  const call = async (kind: RequestKind, method: string, path: string, body?: unknown) => {
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      status = res.status;
      text = await res.text();
    } catch {
      status = 0; // the connection failed: counted as an error by the report
    }
    const record: RequestRecord = { kind, status, ms: performance.now() - started };
    if (kind === 'send' && status === 200) {
      record.incomplete = !text.includes('"type":"finish"') || text.includes('"type":"error"');
    }
    outcome.requests.push(record);
    return { status, text };
  };

  const createChat = async (): Promise<string | null> => {
    const { status, text } = await call('create chat', 'POST', '/api/chats');
    return status === 201 ? (JSON.parse(text) as { chat: { id: string } }).chat.id : null;
  };

  const send = async (chatId: string) => {
    const content = `Load ${index}-${sequence++}: we keep arguing about money and I feel unheard.`;
    const { status, text } = await call('send', 'POST', `/api/chats/${chatId}/messages`, { content });
    if (status === 200) outcome.accepted.push(content);
    const code = status === 403 ? /"code":"(\w+)"/.exec(text)?.[1] : undefined;
    return { status, code };
  };

  const chatIds: string[] = [];
  let current: string | null = null;
  let limited = false;
  let sentInChat = 0;

  /**
   * A free user's burst: three sends at once, spread over their two chats, because the coach writes one
   * reply at a time per chat (a second send there is refused with 409). Near the limit, the sends in
   * the two chats race for the last messages of the month.
   */
  const freeBurst = async () => {
    while (chatIds.length < 2) {
      const id = await createChat();
      if (!id) break;
      chatIds.push(id);
    }
    if (chatIds.length === 0) return;
    const targets = [chatIds[0]!, chatIds.at(-1)!, chatIds[0]!];
    const results = await Promise.all(targets.map((id) => send(id)));
    if (results.some((r) => r.code === 'message_limit_reached')) limited = true;
  };

  const premiumSend = async () => {
    if (!current || sentInChat >= 4) {
      const id = await createChat();
      if (id) {
        chatIds.push(id);
        current = id;
        sentInChat = 0;
      }
    }
    if (!current) return;
    const result = await send(current);
    if (result.status === 200) sentInChat += 1;
  };

  while (Date.now() < deadline) {
    if (limited) {
      // At the free limit: reading stays open.
      await call('list chats', 'GET', '/api/chats');
      if (chatIds[0]) await call('read messages', 'GET', `/api/chats/${chatIds[0]}/messages`);
    } else if (user.role === 'free') {
      await freeBurst();
    } else {
      await premiumSend();
    }
    await pause(50 + Math.random() * 200);
  }
  return outcome;
}
