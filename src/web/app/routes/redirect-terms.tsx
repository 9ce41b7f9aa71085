import { redirect } from 'react-router';

// The sign-in and sign-up screens link to /terms (decisions.md).
export const clientLoader = () => redirect('/terms-of-service');

export default function TermsRedirect() {
  return null;
}
