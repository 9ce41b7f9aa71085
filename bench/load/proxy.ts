// A small round-robin reverse proxy on loopback: what a load balancer in front of several instances
// does, without buffering (streamed replies pass through as they are written). It leaves the client's
// X-Forwarded-For as it is, because the load test's virtual users name their own addresses there and
// the instances trust exactly one hop.
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each upstream, in the order given. */
  counts: number[];
  /** Requests each upstream is answering right now. */
  inFlight: number[];
  /** Takes an upstream out of rotation, as a load balancer does before an instance is stopped. */
  drain(index: number): void;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const counts = targets.map(() => 0);
  const inFlight = targets.map(() => 0);
  const drained = new Set<number>();
  let next = 0;

  const pick = (): number => {
    for (let tries = 0; tries < targets.length; tries++) {
      const index = next++ % targets.length;
      if (!drained.has(index)) return index;
    }
    throw new Error('every upstream is drained');
  };

  const server: Server = createServer((req, res) => {
    const index = pick();
    const target = targets[index]!;
    counts[index]!++;
    inFlight[index]!++;
    res.once('close', () => inFlight[index]!--);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      // An instance that is down: what a load balancer answers.
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'bad_gateway', message: 'Upstream unavailable.' } }));
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    inFlight,
    drain: (index) => drained.add(index),
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
