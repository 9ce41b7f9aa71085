// How many journey PDFs are made (JOURNEY_PDFS in plans.ts): at most a few at once on this instance,
// since each is a worker thread of CPU; and at most a few per account in a window, counted in the
// database so the bound holds across instances. Both refusals say when to try again.
import { JOURNEY_PDFS } from '#shared/plans.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { hit } from '#server/http/rate-limit.ts';

export class PdfLimitError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(status: 429 | 503, retryAfterSeconds: number) {
    super(
      status === 429 ? 'journey_limit' : 'journey_busy',
      status,
      status === 429
        ? 'You have made several documents recently. Please try again a little later.'
        : 'Many documents are being made right now. Please try again in a moment.',
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const PER_ACCOUNT = {
  name: 'journey-pdf',
  max: JOURNEY_PDFS.perAccount.max,
  windowSeconds: JOURNEY_PDFS.perAccount.windowMinutes * 60,
};
/** A document takes a few seconds at most: the wait suggested when every place is taken. */
const BUSY_RETRY_SECONDS = 5;

export function createPdfLimits(db: Database, now: () => Date) {
  let making = 0;
  return {
    /**
     * Takes one of the instance's places and counts one document of the account; returns the function
     * that gives the place back (once the document is read to its end, or its reader is gone).
     */
    async take(userId: string): Promise<() => void> {
      if (making >= JOURNEY_PDFS.atOnce) throw new PdfLimitError(503, BUSY_RETRY_SECONDS);
      making++;
      let given = false;
      const giveBack = () => {
        if (!given) making--;
        given = true;
      };
      try {
        const wait = await hit(db, `${PER_ACCOUNT.name}|${userId}`, PER_ACCOUNT, now().getTime());
        if (wait > 0) throw new PdfLimitError(429, wait);
      } catch (error) {
        giveBack();
        throw error;
      }
      return giveBack;
    },
  };
}
