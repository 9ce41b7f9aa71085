import { href, redirect } from 'react-router';

// Any other path redirects to /404 (docs/product/rulings.md#unknown-paths).
export const clientLoader = () => redirect(href('/404'), { status: 302 });

export default function CatchAll() {
  return null;
}
