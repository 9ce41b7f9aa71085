import { href, redirect } from 'react-router';

// The sign-in and sign-up screens link to /terms (docs/product/rulings.md#terms-and-privacy-links).
export const clientLoader = () => redirect(href('/terms-of-service'));

export default function TermsRedirect() {
  return null;
}
