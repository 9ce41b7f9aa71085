// Start-up makes a great deal of short-lived garbage: compiling the sources, opening the embedded
// database, training the coach's understanding models. V8 keeps the pages its heap grew into and gives
// them back only when its memory reducer notices the process is idle, which a busy server never is. One
// last-resort collection at the end of start-up (the most thorough kind, which also returns the freed
// pages) leaves the process holding what it uses: measured on the benchmark's server, resident memory
// after start fell from about 840 MB to about 330 MB, and after the send load from about 590 to 470-500 MB
// (docs/performance.md#memory-pglite). It runs once, before the server takes its first connection.
// It also drops compiled code that is not running (regular expressions' machine code among it), so
// what start-up warmed up for the first requests is run again after it (server.ts: coach.rehearse).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options?: { type?: 'major' | 'minor'; flavor?: 'regular' | 'last-resort' }) => void;

/** Collects all garbage and returns the freed memory; true when it ran. */
export function releaseStartupMemory(): boolean {
  try {
    // V8's gc() is only installed in contexts made while this flag is set: a new one lends it.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as Collect;
    collect({ type: 'major', flavor: 'last-resort' });
    return true;
  } catch {
    // A runtime without V8's gc extension: the memory reducer will get there when the server is idle.
    return false;
  }
}
