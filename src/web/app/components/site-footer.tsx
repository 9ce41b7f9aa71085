import { Link } from 'react-router';
import { footerStrings } from '../strings.ts';
import { footerLinks } from './nav-links.ts';

export function SiteFooter() {
  return (
    <footer className="border-t border-sand-deep bg-sand-deep/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
        <nav aria-label={footerStrings.nav}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-ink underline-offset-4 hover:text-teal-dark hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="max-w-3xl text-sm text-ink-soft">{footerStrings.pastoralCare}</p>
        <p className="text-sm text-ink-soft">{footerStrings.copyright}</p>
      </div>
    </footer>
  );
}
