// The worker thread that makes one journey PDF (journey-pdf-thread.ts starts it): the layout runs here,
// off the thread that answers everyone's requests, and the bytes go back to it as they are written.
import { parentPort, workerData } from 'node:worker_threads';
import { journeyPdf } from './journey-pdf.ts';
import type { Journey } from './journey.service.ts';
import type { PdfWorkerMessage } from './journey-pdf-thread.ts';

const port = parentPort;
if (port) {
  const post = (message: PdfWorkerMessage, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  // A structured clone of the Journey the parent built (its dates stay dates).
  const doc = journeyPdf(workerData as Journey);
  doc.on('data', (chunk: Buffer) => {
    const bytes = new Uint8Array(chunk);
    post({ type: 'chunk', bytes }, [bytes.buffer as ArrayBuffer]);
  });
  doc.on('end', () => post({ type: 'end' }));
  doc.on('error', (error: Error) => post({ type: 'error', message: error.message }));
}
