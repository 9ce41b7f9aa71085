import { href, Link } from 'react-router';

const linkClasses = 'font-medium text-teal underline underline-offset-4 hover:text-teal-dark';

/** "By signing in you agree to our Terms of Service and Privacy Policy", linking /terms and /privacy. */
export function LegalLinks({
  strings,
}: {
  strings: { legalPrefix: string; terms: string; and: string; privacy: string };
}) {
  return (
    <p className="text-center text-sm text-ink-soft">
      {strings.legalPrefix}{' '}
      <Link to={href('/terms')} className={linkClasses}>
        {strings.terms}
      </Link>{' '}
      {strings.and}{' '}
      <Link to={href('/privacy')} className={linkClasses}>
        {strings.privacy}
      </Link>
      .
    </p>
  );
}
