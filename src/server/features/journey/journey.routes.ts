import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { journeySchema } from '#shared/schemas/journey.ts';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv } from '#server/auth/session.ts';
import type { Database } from '#server/db/client.ts';
import { jsonBody } from '#server/http/validate.ts';
import { createPdfLimits, PdfLimitError } from './journey-pdf-limits.ts';
import { journeyPdfInWorker } from './journey-pdf-thread.ts';
import type { JourneyService } from './journey.service.ts';

/** A name that says nothing of what is inside: the file may sit in a shared Downloads folder. */
export const journeyFileName = (on: Date) => `my-journey-${on.toISOString().slice(0, 10)}.pdf`;

export function journeyRoutes(auth: Auth, journeys: JourneyService, db: Database, now: () => Date) {
  const limits = createPdfLimits(db, now);
  return new Hono<SessionEnv>().use(requireSession(auth)).post('/pdf', jsonBody(journeySchema), async (c) => {
    const { user } = c.get('session');
    let giveBack: () => void;
    try {
      giveBack = await limits.take(user.id);
    } catch (error) {
      if (error instanceof PdfLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    try {
      // Everything is read and checked before the first byte, so a refusal is still a JSON error.
      const journey = await journeys.build(user, c.req.valid('json'));
      const bytes = journeyPdfInWorker(journey);
      // The place is held until the document is read to its end or its reader is gone.
      bytes.once('close', giveBack);
      return c.body(Readable.toWeb(bytes) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${journeyFileName(journey.createdAt)}"`,
      });
    } catch (error) {
      giveBack();
      throw error;
    }
  });
}
