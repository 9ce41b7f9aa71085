import { href, Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { blogStrings as t } from '../blog.strings.ts';

export function SignupCta() {
  return (
    <aside aria-labelledby="blog-cta-title" className="mt-12 rounded-2xl bg-teal-soft p-6 sm:p-8">
      <h2 id="blog-cta-title" className="font-serif text-2xl text-ink">
        {t.ctaTitle}
      </h2>
      <p className="mt-2 mb-4 text-ink-soft">{t.ctaBody}</p>
      <Link to={href('/signup')} className={buttonVariants()}>
        {t.ctaButton}
      </Link>
    </aside>
  );
}
