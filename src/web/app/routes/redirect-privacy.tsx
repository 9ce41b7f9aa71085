import { href, redirect } from 'react-router';

// The sign-in and sign-up screens link to /privacy (docs/product/rulings.md#terms-and-privacy-links).
export const clientLoader = () => redirect(href('/privacy-policy'));

export default function PrivacyRedirect() {
  return null;
}
