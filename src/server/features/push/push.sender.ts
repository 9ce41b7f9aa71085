// Sends one notification to each of a user's devices. web-push encrypts the payload (aes128gcm) and signs
// the VAPID header; the request itself goes by fetch, with a timeout, so a slow push service delays a
// job by seconds at most and an http:// test push service on loopback works too.
import webpush from 'web-push';
import type { Database } from '#server/db/client.ts';
import type { PushConfig } from '#server/env.ts';
import type { Logger } from '#server/lib/logger.ts';
import { forgetSubscription, markDelivered, subscriptionsOf } from './push.queries.ts';

/** What a lock screen may show: never anything from the user's chats or notes. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on our own site, opened when the notification is clicked. */
  url: string;
  /** Notifications with the same tag replace each other instead of piling up. */
  tag?: string;
}

export interface PushSender {
  readonly enabled: boolean;
  readonly publicKey: string | null;
  /** Sends to every device of the user; resolves to how many accepted it. Never throws. */
  send(userId: string, payload: PushPayload): Promise<number>;
}

export interface PushSenderDeps {
  db: Database;
  config: PushConfig | null;
  logger: Logger;
  now: () => Date;
  timeoutMs?: number;
}

/** A day: a reminder that arrives later than that is no longer worth showing. */
const TTL_SECONDS = 86_400;

export function createPushSender({
  db,
  config,
  logger,
  now,
  timeoutMs = 10_000,
}: PushSenderDeps): PushSender {
  return {
    enabled: config !== null,
    publicKey: config?.publicKey ?? null,
    async send(userId, payload) {
      if (!config) return 0;
      let delivered = 0;
      try {
        const subscriptions = await subscriptionsOf(db, userId);
        const body = JSON.stringify(payload);
        for (const sub of subscriptions) {
          try {
            const request = webpush.generateRequestDetails(
              { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
              body,
              {
                vapidDetails: config,
                TTL: TTL_SECONDS,
                contentEncoding: webpush.supportedContentEncodings.AES_128_GCM,
              },
            );
            const res = await fetch(request.endpoint, {
              method: request.method,
              headers: request.headers as Record<string, string>,
              body: request.body as Buffer<ArrayBuffer>,
              redirect: 'manual',
              signal: AbortSignal.timeout(timeoutMs),
            });
            await res.body?.cancel();
            if (res.status === 404 || res.status === 410) {
              await forgetSubscription(db, sub.id);
            } else if (res.ok) {
              await markDelivered(db, sub.id, now());
              delivered++;
            } else {
              logger.warn(
                { status: res.status, subscription: sub.id },
                'push service refused a notification',
              );
            }
          } catch (error) {
            logger.warn({ err: error, subscription: sub.id }, 'push notification not sent');
          }
        }
      } catch (error) {
        logger.error({ err: error, userId }, 'push notifications not sent');
      }
      return delivered;
    },
  };
}
