// How an address that had the free trial is remembered after its account is deleted: a keyed hash of
// the normalised address (trimmed, lower case), so the record names nobody and cannot be reversed
// without the server's secret (docs/product/rulings.md#the-trial-once).
import { createHmac } from 'node:crypto';

export function trialAddressKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`trial|${email.trim().toLowerCase()}`).digest('base64url');
}
