// Web Push: the browser's PushSubscription as it posts it, and what the push routes answer.
import { z } from 'zod';

const HTTPS_URL = /^https:\/\/[^\s/?#@]+(\/\S*)?$/;
/** Loopback only: a push service on the same machine is a test's, never a real browser's. */
const LOOPBACK_HTTP_URL = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?(\/\S*)?$/;

/**
 * True for an endpoint a push may be sent to: https, or http on loopback (a test's local push service;
 * the server refuses that one in production).
 */
export function isPushEndpoint(value: string): boolean {
  return HTTPS_URL.test(value) || LOOPBACK_HTTP_URL.test(value);
}

/** Base64url as the browser gives keys.p256dh and keys.auth (padding allowed). */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** PushSubscription.toJSON(): endpoint and keys; expirationTime and anything else are ignored. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(2048).refine(isPushEndpoint, 'The push endpoint must be an https:// URL.'),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes: 87 characters unpadded).
    p256dh: base64url.min(80).max(100),
    // 16 bytes of authentication secret.
    auth: base64url.min(16).max(32),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** GET /api/push/key: the server's VAPID public key, or that push is off on this server. */
export type PushKey = { enabled: true; publicKey: string } | { enabled: false };

/** GET /api/push/subscriptions: the signed-in user's devices. */
export interface PushDevice {
  id: string;
  label: string;
  createdAt: string;
}
export interface PushDevices {
  devices: PushDevice[];
}
