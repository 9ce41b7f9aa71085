import { clsx } from 'clsx';
import { HeartHandshake } from 'lucide-react';
import { href, Link } from 'react-router';
import { navStrings } from '../strings.ts';

/** The wordmark. Between 768 and 1024 px the name hides visually so the full bar fits on one line. */
export function BrandLink({ compact = false, onClick }: { compact?: boolean; onClick?: () => void }) {
  return (
    <Link
      to={href('/')}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-serif text-xl font-semibold text-teal-dark"
    >
      <HeartHandshake aria-hidden="true" className="size-7 shrink-0 text-teal" />
      <span className={clsx(compact && 'md:max-lg:sr-only')}>{navStrings.brand}</span>
    </Link>
  );
}
