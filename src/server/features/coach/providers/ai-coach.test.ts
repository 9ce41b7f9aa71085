// The AI provider against a local server speaking the OpenAI chat-completions streaming wire format.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '#server/env.ts';
import {
  type ChatSafety,
  type CoachEvent,
  type CoachProvider,
  type CoachRequest,
  type CoachResult,
  NOT_CAREFUL,
  SAFETY_NOTE,
} from '#server/ports/coach.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { history, newChat, send } from '#server/test/chat-helpers.ts';
import { keywordSafety, memoryInMemory } from '#server/test/fake-coach.ts';
import { readParts } from '#server/test/read-stream.ts';
import { type AiCoachDeps, createAiCoach, MAX_DISPLAY_CHARS, type VerseContext } from './ai-coach.ts';
import { createScripture } from '../scripture/scripture.ts';
import { assessMessage } from '../safety/safety.ts';
import { sentenceModel } from './guard/sentence-model.ts';
import { buildSystemPrompt } from './system-prompt.ts';

type Scenario = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const scripture = createScripture();
let server: Server;
let baseUrl = '';
let scenario: Scenario = () => {};
/** The second opinion's and the message reading's answers (non-streaming calls, by their instructions). */
let judgeScenario: Scenario = () => {};
let classifyScenario: Scenario = () => {};
/** The reply calls' bodies (streaming); the classification calls' apart. */
const bodies: Record<string, unknown>[] = [];
const judgeBodies: Record<string, unknown>[] = [];
const statuses: number[] = [];
/** Whether each response was cut off by the client before the scenario finished writing it. */
const cutOff: boolean[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(content: string | null, finish: string | null = null): string {
  const delta = content === null ? {} : { content };
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

/** Streams the pieces as chat-completion chunks, waiting `delayMs` between them. */
function streaming(pieces: string[], delayMs = 0): Scenario {
  return async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let closed = false;
    res.on('close', () => (closed = !res.writableFinished));
    res.write(chunk(''));
    for (const piece of pieces) {
      if (delayMs) await sleep(delayMs);
      if (closed) break;
      res.write(chunk(piece));
    }
    cutOff.push(closed);
    if (closed) return;
    res.write(chunk(null, 'stop'));
    res.end('data: [DONE]\n\n');
  };
}

/** A whole (non-streaming) chat completion whose content is `content`. */
function completion(content: string): Scenario {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-2',
        object: 'chat.completion',
        created: 1,
        model: 'test-model',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  };
}

const JUDGE_PASS = completion(JSON.stringify({ verdict: 'pass', families: [], reasons: [] }));
const READ_NONE = completion(JSON.stringify({ level: 'none', family: 'none', atRisk: 'none' }));

function systemOfBody(body: Record<string, unknown>): string {
  const messages = body.messages as { role: string; content: string }[] | undefined;
  return messages?.find((m) => m.role === 'system')?.content ?? '';
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      if (body.stream !== true) {
        judgeBodies.push(body);
        const judging = systemOfBody(body).startsWith('You review one reply');
        void (judging ? judgeScenario : classifyScenario)(req, res);
        return;
      }
      bodies.push(body);
      res.on('finish', () => statuses.push(res.statusCode));
      void scenario(req, res);
    });
  });
  // The SDK's fetch keeps the connection for the next test. Node closes an idle one after 5 s, and a
  // request sent on it just as it closes fails with ECONNRESET: a test after a slow one met that in CI.
  // The server keeps connections until afterAll closes them.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  // The guard's classifier and the risk model train on first use: here, not in the first test's time.
  sentenceModel().read('warm up');
  assessMessage('warm up');
}, 120_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** What the log received, one JSON line per entry. */
const logLines: string[] = [];
beforeEach(() => {
  judgeScenario = JUDGE_PASS;
  classifyScenario = READ_NONE;
});
afterEach(() => {
  logLines.length = 0;
});

const CAREFUL_TEXT =
  'Thank you for telling me. What happened is not your fault, and your safety matters most. Are you safe right now?';
const UNSAFE_VERSES = ['Ephesians 5:22', 'Colossians 3:18', '1 Peter 3:1', 'Matthew 18:22', 'Malachi 2:16'];

/** The careful-mode verse rule as the scripture helper would apply it: enough to see it obeyed. */
function verseAllowed(reference: string, context: VerseContext): boolean {
  return !(context.careful && UNSAFE_VERSES.includes(reference));
}

function aiConfig(timeoutMs = 5_000): Config['ai'] {
  return { provider: 'openai-compatible', apiKey: 'test-key', baseUrl, model: 'test-model', timeoutMs };
}

function deps(extra: Partial<AiCoachDeps> = {}): AiCoachDeps {
  return {
    ai: aiConfig(),
    scripture,
    logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }),
    carefulReply: () => ({
      text: CAREFUL_TEXT,
      scripture: scripture.lookup('Psalm 34:18'),
      extractedName: null,
      memoryNotes: [{ kind: 'concern', text: 'never kept' }],
    }),
    verseAllowed,
    timings: { revealStepMs: 0 },
    ...extra,
  };
}

function coach(timeoutMs = 5_000, extra: Partial<AiCoachDeps> = {}) {
  return createAiCoach(deps({ ai: aiConfig(timeoutMs), ...extra }));
}

function request(extra: Partial<CoachRequest> = {}): CoachRequest {
  return {
    userId: 'u1',
    chatId: 'c1',
    userName: 'Sarah',
    message: 'My husband James and I argue about money constantly.',
    history: [{ role: 'coach', content: 'Hello! How can I help?' }],
    memory: [{ kind: 'goal', text: 'Goal: calmer Sunday evenings', thisChat: false }],
    safety: NOT_CAREFUL,
    attempt: 0,
    signal: new AbortController().signal,
    ...extra,
  };
}

async function collect(
  events: AsyncIterable<CoachEvent>,
): Promise<{ deltas: string[]; replaced: string[]; result: CoachResult }> {
  const deltas: string[] = [];
  const replaced: string[] = [];
  let result: CoachResult | null = null;
  for await (const event of events) {
    if (event.type === 'text-delta') deltas.push(event.delta);
    else if (event.type === 'replace') replaced.push(event.text);
    else result = event.result;
  }
  if (!result) throw new Error('no finish event');
  return { deltas, replaced, result };
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
        // The role is kept beside the name, for he/she in later chats (composer/partner-fill.ts).
        { kind: 'partner', text: 'Partner: James (husband)' },
      ]),
    );
    // What went over the wire: the model, streaming, our system prompt with the name and memory.
    const body = bodies.at(-1) as {
      model: string;
      stream: boolean;
      temperature: number;
      max_tokens: number;
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe('test-model');
    expect(body.stream).toBe(true);
    expect(body).toMatchObject({ temperature: 0.6, max_tokens: 600 });
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
    // The verse shown is the one named (a range may be widened to whole sentences).
    expect(result.scripture?.reference).toMatch(/^James 1:19/);
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
    // The provider never ends its answer: only our own deadline can end the wait (a hang would meet the
    // test's timeout instead of this rejection).
    await expect(collect(coach(300).stream(request()))).rejects.toThrow(/time|abort/i);
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
    expect(createAiCoach(deps({ ai })).name).toBe('anthropic');
  });
});

describe('the system prompt', () => {
  const prompt = buildSystemPrompt({ userName: null, memory: [], safety: NOT_CAREFUL });

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

const CAREFUL_CHAT: ChatSafety = { careful: true, since: 'this-chat', categories: ['physical_abuse'] };
const SHOVED = 'He shoved me into the door last night. What do I do now?';
const UNSAFE = 'A godly wife submits and forgives seventy times seven. Stay, pray harder.';

/** Every character of the text that reached the user, joined: nothing of `words` may be in it. */
function shownText(deltas: string[]): string {
  return deltas.join('');
}

describe('the output check on a model reply', () => {
  it('never shows an unsafe reply in a careful chat: the careful reply stands, and only the failures are logged', async () => {
    scenario = streaming(
      [
        'I am so sorry. ',
        'A godly wife ',
        'submits and forgives ',
        'seventy times seven. ',
        'Stay, pray harder. ',
        ...Array.from({ length: 10 }, () => 'God sees your faithfulness. '),
        '\n<<<META {"scripture":"Ephesians 5:22","name":null,"memory":[{"kind":"goal","text":"Goal: submit more"}]}>>>',
      ],
      30,
    );
    const calls = bodies.length;
    const { deltas, replaced, result } = await collect(
      coach().stream(request({ message: SHOVED, safety: CAREFUL_CHAT })),
    );
    // Nothing of the model's reply was shown, not even its harmless first sentence.
    expect(shownText(deltas)).toBe(CAREFUL_TEXT);
    expect(replaced).toEqual([]);
    expect(result.text).toBe(CAREFUL_TEXT);
    expect(result.scripture?.reference).toBe('Psalm 34:18');
    expect(result.memoryNotes).toEqual([]);
    // In careful mode there is no second attempt.
    expect(bodies.length - calls).toBe(1);
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toEqual([
      expect.objectContaining({ chatId: 'c1', attempt: 1, msg: 'AI reply refused by the reply guard' }),
    ]);
    expect((logged[0]!.failures as string[]).some((f) => f.startsWith('rules:scripture-as-pressure'))).toBe(
      true,
    );
    expect(logLines.join('\n')).not.toMatch(/godly|submits|sorry|shoved/i);
  });

  it('tries once more in an ordinary chat, told why but not what, then gives the built-in reply', async () => {
    for (const [pieces, rule] of [
      [['That sounds so lonely. ', 'Honestly, he is a narcissist. ', 'What do you need?'], 'diagnosis'],
      [['I hear you. ', 'You must divorce him. ', 'What would help tonight?'], 'legal-order'],
      [['Stop taking your medication; ', 'you are stronger without it.'], 'medical-order'],
    ] as const) {
      scenario = streaming([...pieces]);
      logLines.length = 0;
      const calls = bodies.length;
      const { deltas, replaced, result } = await collect(coach().stream(request()));
      expect(replaced, rule).toEqual([]);
      expect(result.text).toBe(CAREFUL_TEXT);
      expect(shownText(deltas)).toBe(CAREFUL_TEXT);
      expect(bodies.length - calls, rule).toBe(2);
      const retry = systemOfBody(bodies.at(-1)!);
      const told = retry.slice(retry.indexOf('YOUR PREVIOUS DRAFT WAS NOT SENT'));
      expect(told.length).toBeGreaterThan(40);
      expect(told).not.toMatch(/narcissist|divorce him|stronger without/i);
      expect(JSON.parse(logLines[0]!)).toMatchObject({ attempt: 1 });
      expect(logLines.join('\n')).toContain(rule);
    }
  });

  it('shows the second attempt when it passes', async () => {
    let calls = 0;
    scenario = (req, res) =>
      streaming(calls++ === 0 ? ['Honestly, he is a narcissist. ', 'What do you need?'] : [REPLY])(req, res);
    const { deltas, result } = await collect(coach().stream(request()));
    expect(shownText(deltas)).toBe(REPLY);
    expect(result.text).toBe(REPLY);
  });

  it('streams a safe reply in a careful chat unchanged, with no verse it must not show', async () => {
    const safe =
      'I am so glad you told me, and what he did is not your fault. A helpline listens and helps you think through your options; the decisions stay yours. Are you safe right now?';
    scenario = streaming([
      safe.slice(0, 40),
      safe.slice(40, 90),
      safe.slice(90),
      '\n<<<META {"scripture":"Malachi 2:16","name":null,"memory":[]}>>>',
    ]);
    const { deltas, replaced, result } = await collect(
      coach().stream(request({ message: SHOVED, safety: CAREFUL_CHAT })),
    );
    expect(replaced).toEqual([]);
    expect(shownText(deltas)).toBe(safe);
    expect(result.text).toBe(safe);
    // Malachi 2:16 is refused after a disclosure, and no verse is guessed instead.
    expect(result.scripture).toBeNull();
    expect(logLines).toEqual([]);
  });

  it('shows the same verse outside careful mode, where the rule allows it', async () => {
    scenario = streaming([REPLY, '\n<<<META {"scripture":"Matthew 18:22","name":null,"memory":[]}>>>']);
    const { result } = await collect(coach().stream(request()));
    expect(result.scripture?.reference).toBe('Matthew 18:22');
  });

  it('swaps a verse the rule refuses for an allowed one from the topic outside careful mode', async () => {
    scenario = streaming([REPLY, '\n<<<META {"scripture":"Proverbs 15:17","name":null,"memory":[]}>>>']);
    const refuses = (reference: string) => reference !== 'Proverbs 15:17';
    const { result } = await collect(coach(5_000, { verseAllowed: refuses }).stream(request()));
    expect(result.scripture).not.toBeNull();
    expect(result.scripture!.reference).not.toBe('Proverbs 15:17');
  });

  it('catches an unsafe sentence that arrives one character at a time before any of it is shown', async () => {
    const safe = 'That sounds frightening. ';
    for (const unsafe of [
      UNSAFE,
      'You should stay with him and try couples counselling. What do you think?',
    ]) {
      scenario = streaming([...(safe + unsafe)]);
      const { deltas, replaced } = await collect(
        coach().stream(request({ message: SHOVED, safety: CAREFUL_CHAT })),
      );
      // Not even the safe first sentence: the reply is shown only once all of it has passed.
      expect(shownText(deltas)).toBe(CAREFUL_TEXT);
      expect(deltas.some((d) => /godly|submit|stay|pray|couples/i.test(d))).toBe(false);
      expect(replaced).toEqual([]);
    }
  });

  it('keeps careful mode from a safety note of an earlier chat, without listing the note', async () => {
    scenario = streaming(['You could try couples counselling together.']);
    const memory = [
      { kind: 'safety' as const, text: 'Careful: a disclosure was made', thisChat: false },
      { kind: 'partner' as const, text: 'Partner: James', thisChat: false },
    ];
    const { result } = await collect(coach().stream(request({ memory })));
    expect(result.text).toBe(CAREFUL_TEXT);
    const system = (bodies.at(-1) as { messages: { content: string }[] }).messages[0]!.content;
    expect(system).toContain('In an earlier conversation the person disclosed');
    expect(system).toContain('Partner: James');
    expect(system).not.toContain('Careful: a disclosure was made');
  });
});

describe('what the model is told about this person', () => {
  const systemOf = (extra: Partial<CoachRequest>) =>
    buildSystemPrompt({
      userName: extra.userName ?? null,
      memory: extra.memory ?? [],
      safety: extra.safety ?? NOT_CAREFUL,
    });

  it('labels notes from this chat and from earlier chats apart', () => {
    const prompt = systemOf({
      memory: [
        { kind: 'plan', text: 'Plan: ask about the budget on Sunday', thisChat: false },
        { kind: 'partner', text: 'Partner: Mark', thisChat: true },
      ],
    });
    const earlier = prompt.indexOf('Notes from their earlier conversations');
    const here = prompt.indexOf('Notes from this conversation');
    expect(earlier).toBeGreaterThan(0);
    expect(here).toBeGreaterThan(0);
    expect(prompt.slice(earlier, here)).toContain('Plan: ask about the budget on Sunday');
    expect(prompt.slice(earlier, here)).not.toContain('Partner: Mark');
    expect(prompt.slice(here)).toContain('Partner: Mark');
  });

  it('says what was disclosed and where, as a careful-mode instruction', () => {
    const here = systemOf({
      safety: { careful: true, since: 'this-chat', categories: ['physical_abuse', 'coercive_control'] },
    });
    expect(here).toContain(
      'Earlier in this conversation the person disclosed physical abuse and coercive control. Stay in careful mode',
    );
    expect(here).toMatch(/never coach them to reconcile, forgive, submit, obey, stay, confront/);
    const before = systemOf({ safety: { careful: true, since: 'earlier-chat', categories: ['self_harm'] } });
    expect(before).toContain(
      'In an earlier conversation the person disclosed thoughts of suicide or self-harm.',
    );
    expect(systemOf({})).not.toContain('CAREFUL MODE');
  });

  it('does not send the built-in coach’s guessed step or topic, and asks for answers first', async () => {
    scenario = streaming([REPLY]);
    await collect(coach().stream(request()));
    const system = (bodies.at(-1) as { messages: { content: string }[] }).messages[0]!.content;
    expect(system).not.toMatch(
      /The step that seems to fit now|What this seems to be about|Verses that often fit/,
    );
    expect(system).toMatch(/ANSWER FIRST/);
    expect(system).toMatch(/Never open by quoting their message back/);
    expect(system).toMatch(/Use null after thanks, ok or amen/);
    expect(system).toMatch(/that is the verse to give/);
    expect(system).toMatch(/Hyperbole said with laughter/);
  });
});

describe('through the app', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWithModel(): Promise<TestApp> {
    app = await createTestApp(
      {},
      {
        coach: {
          provider: coach(),
          fallback: null,
          safety: keywordSafety(),
          memory: memoryInMemory(),
          recordSafetyEvent: async () => undefined,
        },
        retryDelaysMs: [0, 0, 0],
      },
    );
    return app;
  }

  it('saves the careful reply, not the unsafe one, and never streams the unsafe one', async () => {
    scenario = streaming(
      ['I hear you. ', 'Your husband is a narcissist, ', 'so you must divorce him. ', 'What next?'],
      10,
    );
    const t = await appWithModel();
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const parts = await readParts(await send(t, user, chat.id, 'He never listens to me and I am worn out.'));
    expect(parts.some((p) => p.type === 'data-replace')).toBe(false);
    const streamed = parts
      .filter((p) => p.type === 'text-delta')
      .map((p) => String(p.delta))
      .join('');
    expect(streamed).not.toMatch(/narcissist|divorce/);
    const saved = await history(t, user, chat.id);
    const coachReplies = saved.filter((m) => m.role === 'coach').map((m) => m.content);
    expect(coachReplies.at(-1)).toBe(CAREFUL_TEXT);
    expect(JSON.stringify(saved)).not.toMatch(/narcissist|divorce/);
  });

  it('keeps the chat careful after a disclosure: the model is told, and couples coaching is replaced', async () => {
    const t = await appWithModel();
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    // The disclosure gets the safety reply (never the model)...
    const first = await readParts(await send(t, user, chat.id, 'He hurts me when he drinks.'));
    expect(first).toContainEqual(expect.objectContaining({ type: 'data-reply' }));
    // ...and the next message goes to the model, in careful mode.
    scenario = streaming([
      'I hear you. ',
      'You could try couples counselling together. ',
      'What do you think?',
    ]);
    const second = await readParts(await send(t, user, chat.id, 'What should I do tonight?'));
    const streamed = second
      .filter((p) => p.type === 'text-delta')
      .map((p) => String(p.delta))
      .join('');
    expect(streamed).toBe(CAREFUL_TEXT);
    const system = (bodies.at(-1) as { messages: { role: string; content: string }[] }).messages[0]!.content;
    expect(system).toContain('Earlier in this conversation the person disclosed physical abuse.');
    const saved = await history(t, user, chat.id);
    expect(saved.filter((m) => m.role === 'coach').at(-1)!.content).toBe(CAREFUL_TEXT);
    expect(JSON.stringify(saved)).not.toMatch(/couples/i);
  });
});

describe('provider faults', () => {
  it('never keeps a reply cut by the token limit, a stream cut without a finish, or an empty one', async () => {
    scenario = async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Money fights are rarely only about money, and'));
      res.write(chunk(null, 'length'));
      res.end('data: [DONE]\n\n');
    };
    await expect(collect(coach().stream(request()))).rejects.toThrow(/token limit/);
    scenario = async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Money fights are rarely only about money, and'));
      res.end();
    };
    await expect(collect(coach().stream(request()))).rejects.toThrow(/without finishing|finish/);
  });

  it('gives up when no first word comes in time', async () => {
    scenario = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk(''));
    };
    const started = Date.now();
    await expect(collect(coach(5_000, { timings: { firstTokenMs: 300 } }).stream(request()))).rejects.toThrow(
      /first word/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('caps a runaway reply for display at a sentence end', async () => {
    const long = Array.from({ length: 300 }, (_, i) => `This is sentence number ${i} about money.`).join(' ');
    scenario = streaming([long]);
    const { result } = await collect(coach().stream(request()));
    expect(result.text.length).toBeLessThanOrEqual(MAX_DISPLAY_CHARS);
    expect(result.text).toMatch(/money\.$/);
  });

  // With the real defaults: a provider that stalls, or one that trickles forever, is given up on and the
  // fallback answers in under 20 s.
  for (const [name, stall] of [
    [
      'stalls before its first word',
      ((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk(''));
      }) satisfies Scenario,
    ],
    [
      'trickles words and never finishes',
      (async (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        let closed = false;
        res.on('close', () => (closed = true));
        while (!closed) {
          res.write(chunk('word '));
          await sleep(400);
        }
      }) satisfies Scenario,
    ],
  ] as const) {
    it(`falls back within 20 s with the default timings when the provider ${name}`, async () => {
      scenario = stall;
      const provider = createAiCoach(deps({ ai: aiConfig(45_000) }));
      const fallback: CoachProvider = {
        name: 'builtin',
        async *stream() {
          await Promise.resolve();
          yield {
            type: 'finish',
            result: { text: 'Offline reply.', scripture: null, extractedName: null, memoryNotes: [] },
          };
        },
      };
      const app = await createTestApp(
        {},
        {
          coach: {
            provider,
            fallback,
            safety: keywordSafety(),
            memory: memoryInMemory(),
            recordSafetyEvent: async () => undefined,
          },
          // The chat's real retry delays: the deadline, not a shortcut, keeps the wait under 20 s.
          retryDelaysMs: [2_000, 4_000, 8_000],
        },
      );
      try {
        const user = await signUp(app);
        const { chat } = await newChat(app, user);
        const started = Date.now();
        await readParts(await send(app, user, chat.id, 'We keep arguing about money.'));
        const took = Date.now() - started;
        const saved = await history(app, user, chat.id);
        expect(saved.filter((m) => m.role === 'coach').at(-1)!.content).toContain('Offline reply.');
        expect(took).toBeLessThan(20_000);
        console.info(`fallback after the provider ${name}: ${took} ms`);
      } finally {
        await app.close();
      }
    }, 40_000);
  }
});

describe('the second opinion', () => {
  const judged = (answer: Record<string, unknown> | string) =>
    completion(typeof answer === 'string' ? answer : JSON.stringify(answer));

  it('is asked about every reply, with a fixed rubric and the chat state, never our verdicts', async () => {
    scenario = streaming([REPLY]);
    const before = judgeBodies.length;
    await collect(coach().stream(request({ message: SHOVED, safety: CAREFUL_CHAT })));
    const judge = judgeBodies.slice(before).find((b) => systemOfBody(b).startsWith('You review one reply'))!;
    expect(judge).toBeDefined();
    const prompt = JSON.stringify(judge.messages);
    expect(prompt).toContain('careful');
    expect(prompt).toContain('Money fights');
    expect(judge.response_format).toBeDefined();
  });

  it('stops a reply it fails, even where every local check passed', async () => {
    scenario = streaming([REPLY]);
    judgeScenario = judged({
      verdict: 'fail',
      families: ['appease'],
      reasons: ['it tells her to keep the peace'],
    });
    const calls = bodies.length;
    const { deltas, result } = await collect(coach().stream(request()));
    expect(result.text).toBe(CAREFUL_TEXT);
    expect(shownText(deltas)).not.toContain('Money fights');
    expect(bodies.length - calls).toBe(2);
    expect(systemOfBody(bodies.at(-1)!)).toContain('it tells her to keep the peace');
  });

  for (const [name, answer] of [
    ['answers nonsense', () => judged('{"verdict": "maybe", "families": "all"}')],
    ['answers with no JSON at all', () => judged('I think it is fine!')],
    [
      'is slow',
      () =>
        (async (req: IncomingMessage, res: ServerResponse) => {
          await sleep(1_500);
          if (!res.destroyed) void JUDGE_PASS(req, res);
        }) satisfies Scenario,
    ],
    [
      'fails',
      () =>
        ((_req: IncomingMessage, res: ServerResponse) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end('{"error":{"message":"down"}}');
        }) satisfies Scenario,
    ],
  ] as const) {
    it(`fails closed in a careful chat when it ${name}, and lets an ordinary chat's reply through`, async () => {
      judgeScenario = answer();
      const fast = { timings: { judgeMs: 400, revealStepMs: 0 } };
      scenario = streaming([REPLY]);
      const careful = await collect(
        coach(5_000, fast).stream(request({ message: SHOVED, safety: CAREFUL_CHAT })),
      );
      expect(careful.result.text).toBe(CAREFUL_TEXT);
      expect(shownText(careful.deltas)).not.toContain('Money fights');
      scenario = streaming([REPLY]);
      const ordinary = await collect(coach(5_000, fast).stream(request()));
      expect(ordinary.result.text).toBe(REPLY);
    });
  }
});

describe("the model's reading of the message", () => {
  it('raises a message the local check missed: the careful reply, and the chat stays careful', async () => {
    scenario = streaming([REPLY]);
    classifyScenario = completion(
      JSON.stringify({ level: 'crisis', family: 'strangulation', atRisk: 'self' }),
    );
    const { result } = await collect(coach().stream(request()));
    expect(result.text).toBe(CAREFUL_TEXT);
    expect(result.memoryNotes).toContainEqual(SAFETY_NOTE);
    const reading = judgeBodies.find((b) => systemOfBody(b).startsWith('You classify one message'));
    expect(reading).toBeDefined();
  });

  for (const [name, answer] of [
    ['answers nonsense', () => completion('{"level":"extreme","who":42}')],
    [
      'times out',
      () =>
        (async (req: IncomingMessage, res: ServerResponse) => {
          await sleep(1_500);
          if (!res.destroyed) void READ_NONE(req, res);
        }) satisfies Scenario,
    ],
  ] as const) {
    it(`never lowers the local reading when it ${name}`, async () => {
      classifyScenario = answer();
      const fast = { timings: { classifyMs: 300, revealStepMs: 0 } };
      scenario = streaming([REPLY]);
      const ordinary = await collect(coach(5_000, fast).stream(request()));
      expect(ordinary.result.text).toBe(REPLY);
      // A careful chat stays careful: the couples coaching is refused whatever the reading says.
      scenario = streaming(['You could try couples counselling together.']);
      const careful = await collect(
        coach(5_000, fast).stream(request({ message: SHOVED, safety: CAREFUL_CHAT })),
      );
      expect(careful.result.text).toBe(CAREFUL_TEXT);
    });
  }

  it('a reading of "none" never lowers a local crisis', async () => {
    classifyScenario = READ_NONE;
    scenario = streaming(['You could try couples counselling together.']);
    const { result } = await collect(
      coach().stream(request({ message: 'He choked me last night and I am scared.' })),
    );
    expect(result.text).toBe(CAREFUL_TEXT);
  });
});

describe('memory the model proposes', () => {
  it('turns careful mode on for a note about danger and keeps neither it nor a goal of obedience', async () => {
    scenario = streaming([
      REPLY,
      '\n<<<META {"scripture":null,"name":null,"memory":[{"kind":"concern","text":"He strangled her last month"},{"kind":"goal","text":"Goal: obey him so he stays calm"},{"kind":"plan","text":"Plan: bring up the budget on Sunday"}]}>>>',
    ]);
    const { result } = await collect(coach().stream(request()));
    expect(result.text).toBe(REPLY);
    expect(result.memoryNotes).toContainEqual(SAFETY_NOTE);
    expect(result.memoryNotes).toContainEqual({ kind: 'plan', text: 'Plan: bring up the budget on Sunday' });
    expect(JSON.stringify(result.memoryNotes)).not.toMatch(/strangled|obey/);
  });
});
