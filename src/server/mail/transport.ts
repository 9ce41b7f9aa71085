// How a stored mail leaves the building: SMTP when configured, otherwise nowhere (the outbox row is
// the local mailbox, shown at /dev/mailbox).
import nodemailer from 'nodemailer';
import type { Config } from '../env.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  /** Resolves once the next hop accepted the message; rejects on any refusal or timeout. */
  deliver(msg: OutgoingMail): Promise<void>;
}

// A hung SMTP server must not hold a worker's lease (60 s) until it runs out, or a second worker
// would pick the same row up while the first is still waiting.
const SMTP_TIMEOUT_MS = 10_000;

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    deliver: async (msg) => {
      await transporter.sendMail(msg);
    },
  };
}

export function createOutboxTransport(): MailTransport {
  return { kind: 'outbox', deliver: () => Promise.resolve() };
}

export function createTransport(config: Pick<Config, 'smtpUrl'>): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createOutboxTransport();
}
