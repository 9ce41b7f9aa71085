import pino from 'pino';

export type Logger = pino.Logger;

/**
 * `destination` defaults to pino's synchronous stdout (tests, tools). The server passes
 * `asyncStdout()`: one line per request written synchronously costs a system call on every request.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'peace-coach' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Never log credentials or message text, even by accident.
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.content'],
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Standard output written in the background: lines logged while a write is under way go out together
 * in the next one, and nothing waits for a full buffer (a quiet server's lines appear at once). pino
 * writes what is still queued synchronously when the process exits, by exit(), a signal's shutdown or
 * an uncaught error (logger.test.ts); only SIGKILL can lose the last lines.
 */
export function asyncStdout(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
