import { redirect } from 'react-router';

// The sign-in and sign-up screens link to /privacy (decisions.md).
export const clientLoader = () => redirect('/privacy-policy');

export default function PrivacyRedirect() {
  return null;
}
