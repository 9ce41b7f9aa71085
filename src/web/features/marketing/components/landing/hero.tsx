import { href, Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { landingStrings as t } from '#web/features/marketing/landing.strings.ts';
import { HeroIllustration } from './hero-illustration.tsx';
import { useLandingUser } from './use-landing-user.ts';

export function Hero() {
  const user = useLandingUser();
  return (
    <section aria-labelledby="hero-title" className="px-4 pt-12 pb-16 sm:pt-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col gap-6">
          <p className="text-sm font-semibold tracking-widest text-teal uppercase">{t.heroEyebrow}</p>
          <h1 id="hero-title" className="font-serif text-4xl leading-tight text-ink sm:text-5xl">
            {t.heroTitle}
          </h1>
          <p className="text-lg text-ink-soft">{t.heroBody}</p>
          <div className="flex flex-wrap gap-3">
            {/* Same size for both labels, so nothing moves when the signed-in label arrives. */}
            <Link
              to={user ? href('/dashboard') : href('/signup')}
              className={buttonVariants({ size: 'lg', className: 'min-w-64' })}
            >
              {user ? t.heroMemberCta : t.heroVisitorCta}
            </Link>
            <a href="#how-it-works" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              {t.heroSecondary}
            </a>
          </div>
          <p className="text-sm text-ink-soft">{t.heroNote}</p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
