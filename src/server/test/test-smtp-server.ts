// A real SMTP server for tests (the wire protocol, not a mock of our transport). Lives beside the mail
// tests; later features that assert on delivered mail can use it too.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** While true the server answers DATA with a temporary failure (451), like an overloaded relay. */
  failing: boolean;
  /** Resolves once `count` mails in total have arrived. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** `port`: listen on this one (a server that comes up where a client has been failing to connect). */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const waiters: { count: number; resolve: () => void }[] = [];
  const state: TestSmtpServer = {
    port: 0,
    url: '',
    received: [],
    failing: false,
    waitFor: (count) =>
      state.received.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failing) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        state.received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const w of waiters.filter((w) => state.received.length >= w.count)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client hanging up mid-session is an 'error' event; unheard, it would crash the test run.
  server.on('error', () => {});
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}
