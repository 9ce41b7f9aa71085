import { redirect } from 'react-router';

// Spec section 2: any other path redirects to /404.
export const clientLoader = () => redirect('/404', { status: 302 });

export default function CatchAll() {
  return null;
}
