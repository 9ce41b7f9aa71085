// Which endpoints the server will POST to. A subscription's endpoint is a URL the browser (or anyone
// signed in) hands us, so in production only the browsers' own push services are accepted: the server
// must not become a way to send requests into its own network. Elsewhere an http:// push service on
// loopback is allowed too, for the tests' local push service.
import { isPushEndpoint } from '#shared/schemas/push.ts';

/** Chrome/Edge/Opera/Samsung (FCM), Firefox (autopush), Safari (Apple), legacy Edge (WNS). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export function acceptsEndpoint(endpoint: string, isProduction: boolean): boolean {
  if (!isPushEndpoint(endpoint) || !URL.canParse(endpoint)) return false;
  if (!isProduction) return true;
  const url = new URL(endpoint);
  return (
    url.protocol === 'https:' &&
    PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}
