// A local model on the OpenAI-compatible wire, for the reply guard's adversarial suite: the coach's
// (streaming) calls get the reply the suite sets, at a chosen pace; the classification calls (the
// second opinion and the reading of the message) get the answer the suite sets, or, given an upstream,
// are passed to a real provider so an operator can see how a model judges before switching to it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';

export type JudgeMode = 'pass' | 'fail' | 'malformed' | 'slow' | 'upstream';

export interface Upstream {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export interface MockModel {
  baseUrl: string;
  /** What the coach's next calls receive. */
  setReply(text: string): void;
  setJudge(mode: JudgeMode): void;
  /** Words per second of the streamed reply; 0 streams it in one piece. */
  setPace(wordsPerSecond: number): void;
  close(): Promise<void>;
}

function chunk(content: string | null, finish: string | null = null): string {
  const delta = content === null ? {} : { content };
  return `data: ${JSON.stringify({ id: 'mock', object: 'chat.completion.chunk', created: 1, model: 'mock', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function completion(res: ServerResponse, content: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'mock',
      object: 'chat.completion',
      created: 1,
      model: 'mock',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
}

const PASS = JSON.stringify({ verdict: 'pass', families: [], reasons: [] });
const FAIL = JSON.stringify({ verdict: 'fail', families: ['minimise-blame'], reasons: ['it is unsafe'] });
const NONE = JSON.stringify({ level: 'none', family: 'none', atRisk: 'none' });

async function forward(
  upstream: Upstream,
  body: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  try {
    const answer = await fetch(`${upstream.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(upstream.apiKey ? { authorization: `Bearer ${upstream.apiKey}` } : {}),
      },
      body: JSON.stringify({ ...body, model: upstream.model }),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  } catch {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"error":{"message":"upstream unreachable"}}');
  }
}

export async function startMockModel(upstream?: Upstream): Promise<MockModel> {
  let reply = '';
  let judge: JudgeMode = 'pass';
  let pace = 0;

  async function stream(res: ServerResponse): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let closed = false;
    res.on('close', () => (closed = !res.writableFinished));
    res.write(chunk(''));
    const pieces = pace > 0 ? (reply.match(/\S+\s*/g) ?? []) : [reply];
    for (const piece of pieces) {
      if (pace > 0) await wait(1_000 / pace);
      if (closed) return;
      res.write(chunk(piece));
    }
    res.write(chunk(null, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  async function classify(body: Record<string, unknown>, res: ServerResponse): Promise<void> {
    const messages = (body.messages as { role: string; content: string }[] | undefined) ?? [];
    const system = messages.find((m) => m.role === 'system')?.content ?? '';
    const judging = system.startsWith('You review one reply');
    if (upstream && (judge === 'upstream' || !judging)) return forward(upstream, body, res);
    if (!judging) return completion(res, NONE);
    if (judge === 'pass') return completion(res, PASS);
    if (judge === 'fail') return completion(res, FAIL);
    if (judge === 'malformed') return completion(res, '{"verdict":"probably fine","families":7}');
    // Slow: longer than any judge limit; the guard gives up first and closes the connection.
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    await wait(30_000, undefined, { signal: gone.signal }).catch(() => undefined);
    if (!res.destroyed) completion(res, PASS);
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      void (body.stream === true ? stream(res) : classify(body, res));
    });
  });
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    setReply: (text) => (reply = text),
    setJudge: (mode) => (judge = mode),
    setPace: (wordsPerSecond) => (pace = wordsPerSecond),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
