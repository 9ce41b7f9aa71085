import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { journeySchema } from '#shared/schemas/journey.ts';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv } from '#server/auth/session.ts';
import { jsonBody } from '#server/http/validate.ts';
import { journeyPdf } from './journey-pdf.ts';
import type { JourneyService } from './journey.service.ts';

/** A name that says nothing of what is inside: the file may sit in a shared Downloads folder. */
export const journeyFileName = (on: Date) => `my-journey-${on.toISOString().slice(0, 10)}.pdf`;

export function journeyRoutes(auth: Auth, journeys: JourneyService) {
  return new Hono<SessionEnv>().use(requireSession(auth)).post('/pdf', jsonBody(journeySchema), async (c) => {
    const { user } = c.get('session');
    // Everything is read and checked before the first byte, so a refusal is still a JSON error.
    const journey = await journeys.build(user, c.req.valid('json'));
    const pdf = Readable.toWeb(journeyPdf(journey)) as ReadableStream<Uint8Array>;
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${journeyFileName(journey.createdAt)}"`,
    });
  });
}
