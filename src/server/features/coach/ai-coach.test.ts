// The AI provider against a local server speaking the OpenAI chat-completions streaming wire format.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../env.ts';
import type { CoachEvent, CoachRequest, CoachResult } from '../../ports/coach.ts';
import { createAiCoach } from './ai-coach.ts';
import { createScripture } from './scripture.ts';
import { buildSystemPrompt } from './system-prompt.ts';

type Scenario = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const scripture = createScripture();
let server: Server;
let baseUrl = '';
let scenario: Scenario = () => {};
const bodies: Record<string, unknown>[] = [];
const statuses: number[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(content: string | null, finish: string | null = null): string {
  const delta = content === null ? {} : { content };
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

/** Streams the pieces as chat-completion chunks, waiting `delayMs` between them. */
function streaming(pieces: string[], delayMs = 0): Scenario {
  return async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk(''));
    for (const piece of pieces) {
      if (delayMs) await sleep(delayMs);
      res.write(chunk(piece));
    }
    res.write(chunk(null, 'stop'));
    res.end('data: [DONE]\n\n');
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      bodies.push(JSON.parse(raw || '{}') as Record<string, unknown>);
      res.on('finish', () => statuses.push(res.statusCode));
      void scenario(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function coach(timeoutMs = 5_000) {
  const ai: Config['ai'] = {
    provider: 'openai-compatible',
    apiKey: 'test-key',
    baseUrl,
    model: 'test-model',
    timeoutMs,
  };
  return createAiCoach({ ai, scripture });
}

function request(extra: Partial<CoachRequest> = {}): CoachRequest {
  return {
    userId: 'u1',
    chatId: 'c1',
    userName: 'Sarah',
    message: 'My husband James and I argue about money constantly.',
    history: [{ role: 'coach', content: 'Hello! How can I help?' }],
    memory: ['Goal: calmer Sunday evenings'],
    attempt: 0,
    signal: new AbortController().signal,
    ...extra,
  };
}

async function collect(
  events: AsyncIterable<CoachEvent>,
): Promise<{ deltas: string[]; result: CoachResult }> {
  const deltas: string[] = [];
  let result: CoachResult | null = null;
  for await (const event of events) {
    if (event.type === 'text-delta') deltas.push(event.delta);
    else result = event.result;
  }
  if (!result) throw new Error('no finish event');
  return { deltas, result };
}

const REPLY = 'Money fights are rarely only about money. What does money mean to you, Sarah?';

describe('an OpenAI-compatible provider', () => {
  it('streams the reply without the META, with a verified verse, the name and memory notes', async () => {
    scenario = streaming([
      'Money fights are rarely only ',
      'about money. What does money mean to you, Sarah?\n\n<<<ME',
      'TA {"scripture":"Proverbs 15:17","name":"Sarah","memory":[{"kind":"concern","text":"Recurring concern: money arguments"}]}>>>',
    ]);
    const { deltas, result } = await collect(coach().stream(request()));
    expect(deltas.join('')).toBe(REPLY);
    expect(deltas.some((d) => /<|META/.test(d))).toBe(false);
    expect(result.text).toBe(REPLY);
    expect(result.scripture).toEqual(scripture.lookup('Proverbs 15:17'));
    expect(result.extractedName).toBe('Sarah');
    expect(result.memoryNotes).toEqual(
      expect.arrayContaining([
        { kind: 'concern', text: 'Recurring concern: money arguments' },
        { kind: 'partner', text: 'Partner: James' },
      ]),
    );
    // What went over the wire: the model, streaming, our system prompt with the name and memory.
    const body = bodies.at(-1) as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe('test-model');
    expect(body.stream).toBe(true);
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content).toContain('Their name: Sarah');
    expect(body.messages[0]!.content).toContain('Goal: calmer Sunday evenings');
    expect(body.messages[0]!.content).toContain('<<<META');
    // The greeting that opens every chat is not sent: the conversation starts with the user.
    expect(body.messages.slice(1).map((m) => m.role)).toEqual(['user']);
  });

  it('sends the earlier turns of the chat in order', async () => {
    scenario = streaming([REPLY]);
    const history = [
      { role: 'coach' as const, content: 'Hello! How can I help?' },
      { role: 'user' as const, content: 'We argue about money.' },
      { role: 'coach' as const, content: 'That sounds hard. What happens first?' },
    ];
    await collect(coach().stream(request({ history })));
    const body = bodies.at(-1) as { messages: { role: string; content: string }[] };
    expect(body.messages.slice(1)).toEqual([
      { role: 'user', content: 'We argue about money.' },
      { role: 'assistant', content: 'That sounds hard. What happens first?' },
      { role: 'user', content: 'My husband James and I argue about money constantly.' },
    ]);
  });

  it('is fine when the provider is slow but within the timeout', async () => {
    scenario = streaming(
      [REPLY.slice(0, 20), REPLY.slice(20), '\n<<<META {"scripture":"James 1:19"}>>>'],
      150,
    );
    const { result } = await collect(coach(3_000).stream(request()));
    expect(result.text).toBe(REPLY);
    expect(result.scripture?.reference).toBe('James 1:19');
  });

  it('throws when the provider answers 500', async () => {
    scenario = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'upstream exploded' } }));
    };
    await expect(collect(coach().stream(request()))).rejects.toThrow();
  });

  it('throws on malformed chunks instead of showing garbage', async () => {
    scenario = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Hello '));
      res.write('data: {this is not json\n\n');
      res.end('data: [DONE]\n\n');
    };
    await expect(collect(coach().stream(request()))).rejects.toThrow();
    // The provider's stream itself was a 200: the failure is ours to report, not a crash.
    expect(statuses.at(-1)).toBe(200);
  });

  it('times out a provider that hangs', async () => {
    scenario = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('I am thinking'));
      // ...and never finishes.
    };
    const started = Date.now();
    await expect(collect(coach(300).stream(request()))).rejects.toThrow(/time|abort/i);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops when the caller aborts', async () => {
    scenario = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Still going'));
    };
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('client went away')), 100);
    await expect(collect(coach().stream(request({ signal: controller.signal })))).rejects.toThrow(
      /went away/,
    );
  });

  it('replaces a reference that does not exist with a real verse for the topic', async () => {
    scenario = streaming([REPLY, '\n<<<META {"scripture":"Hezekiah 4:12","name":null,"memory":[]}>>>']);
    const { result } = await collect(coach().stream(request()));
    expect(result.scripture).not.toBeNull();
    expect(scripture.lookup(result.scripture!.reference)).toEqual(result.scripture);
    expect(
      scripture
        .bank()
        .filter((e) => e.topic === 'money')
        .map((e) => e.reference),
    ).toContain(result.scripture!.reference);
  });

  it('keeps the reply when the META is missing, with a verse from the topic', async () => {
    scenario = streaming([REPLY]);
    const { result } = await collect(coach().stream(request()));
    expect(result.text).toBe(REPLY);
    expect(scripture.lookup(result.scripture!.reference)).toEqual(result.scripture);
  });

  it('attaches no verse when the model answered with helplines', async () => {
    const safetyText = 'Are you safe right now? Please call 999 or the helpline on 0808 2000 247.';
    scenario = streaming([
      safetyText,
      '\n<<<META {"scripture":"Colossians 3:13","name":null,"memory":[]}>>>',
    ]);
    const { result } = await collect(coach().stream(request()));
    expect(result.scripture).toBeNull();
  });

  it('treats an empty reply as a failure', async () => {
    scenario = streaming(['  \n', '<<<META {"scripture":"James 1:19"}>>>']);
    await expect(collect(coach().stream(request()))).rejects.toThrow(/empty/);
  });
});

describe('an Anthropic provider', () => {
  it('is built from the same configuration', () => {
    const ai: Config['ai'] = {
      provider: 'anthropic',
      apiKey: 'k',
      baseUrl: undefined,
      model: 'claude-test',
      timeoutMs: 1_000,
    };
    expect(createAiCoach({ ai, scripture }).name).toBe('anthropic');
  });
});

describe('the system prompt', () => {
  const prompt = buildSystemPrompt({
    userName: null,
    memory: [],
    step: 'pause',
    topicLabel: 'anger',
    suggestedVerses: ['James 1:19-20'],
  });

  it('puts safety first, with the helplines and no coaching to stay, for everything the safety check covers', () => {
    for (const words of [
      'violent or abusive',
      'their children or their pets',
      'fear of their partner or of going home',
      'passport',
      'strangulation (an urgent danger sign',
      "I'm thinking of ending it",
      'a child at risk',
      '999',
      '0808 2000 247',
      '1-800-799-7233',
      '116 123',
      '988',
    ])
      expect(prompt, words).toContain(words);
    expect(prompt).toMatch(/Never advise them to stay, to submit, to forgive, to reconcile/);
  });

  it('asks the model to check on safety, not coach forgiveness, when a message only hints at danger', () => {
    expect(prompt).toMatch(
      /only hints at danger[^\n]*do not coach forgiveness, reconciliation or staying[^\n]*ask gently whether they are safe[^\n]*Need help now\?/,
    );
  });
});
