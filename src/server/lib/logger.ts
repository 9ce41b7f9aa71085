import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'peace-coach' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Never log credentials or message text, even by accident.
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.content'],
  });
}
