// A journey PDF made in a worker thread (journey-pdf-worker.ts), read here as a stream of bytes: the
// layout is seconds of CPU for a long journey, and on the request thread it made everyone else wait.
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { Journey } from './journey.service.ts';

export type PdfWorkerMessage =
  { type: 'chunk'; bytes: Uint8Array } | { type: 'end' } | { type: 'error'; message: string };

const WORKER = new URL('./journey-pdf-worker.ts', import.meta.url);

/** The document's bytes; destroying the stream (a reader gone) stops the worker. */
export function journeyPdfInWorker(journey: Journey): Readable {
  const worker = new Worker(WORKER, { workerData: journey });
  const out = new Readable({
    read() {},
    destroy(error, done) {
      void worker.terminate();
      done(error);
    },
  });
  worker.on('message', (message: PdfWorkerMessage) => {
    if (message.type === 'chunk') out.push(Buffer.from(message.bytes));
    else if (message.type === 'end') {
      out.push(null);
      void worker.terminate();
    } else out.destroy(new Error(`journey PDF: ${message.message}`));
  });
  worker.on('error', (error) => out.destroy(error));
  return out;
}
