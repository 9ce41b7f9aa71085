import { clsx } from 'clsx';
import { Download, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { href, Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { useInstallPrompt } from '#web/lib/pwa.ts';
import { landingLowerStrings as t } from '#web/features/marketing/landing-lower.strings.ts';
import { Section } from './section.tsx';
import { useLandingUser } from './use-landing-user.ts';

function Platform({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm">
      <h3 className="mb-3 flex items-center gap-2 font-serif text-xl text-ink">
        <Smartphone aria-hidden="true" className="size-5 text-teal" />
        {title}
      </h3>
      {children}
    </div>
  );
}

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="list-decimal space-y-2 pl-5 text-ink-soft">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/**
 * The detailed steps show only to a signed-in visitor (docs/product/rulings.md#hidden-controls-condition).
 * Both variants sit in one grid cell, the hidden one invisible, so the section keeps the height of the taller
 * one and nothing below moves when the session answers.
 */
export function InstallSection() {
  const user = useLandingUser();
  const { available, install } = useInstallPrompt();
  const variant = (signedIn: boolean) => (
    <div
      className={clsx('grid gap-6 [grid-area:1/1] md:grid-cols-2', Boolean(user) !== signedIn && 'invisible')}
      aria-hidden={Boolean(user) !== signedIn || undefined}
    >
      <Platform title={t.installIos}>
        {signedIn ? (
          <Steps steps={t.installIosSteps} />
        ) : (
          <p className="text-ink-soft">{t.installIosShort}</p>
        )}
      </Platform>
      <Platform title={t.installAndroid}>
        {signedIn ? (
          <Steps steps={t.installAndroidSteps} />
        ) : (
          <p className="text-ink-soft">{t.installAndroidShort}</p>
        )}
      </Platform>
      {!signedIn && <p className="text-ink-soft md:col-span-2">{t.installAfterSignup}</p>}
    </div>
  );
  return (
    <Section id="install" eyebrow={t.installEyebrow} title={t.installTitle} intro={t.installBody} tone="teal">
      <div className="mx-auto max-w-4xl">
        <div className="grid">
          {variant(false)}
          {variant(true)}
        </div>
        <div className="mt-6 flex min-h-12 flex-wrap items-center justify-center gap-4">
          {available && (
            <button type="button" onClick={() => void install()} className={buttonVariants()}>
              <Download aria-hidden="true" className="size-5" />
              {t.installButton}
            </button>
          )}
          <Link to={href('/install-guide')} className="font-medium text-teal underline underline-offset-4">
            {t.installGuideLink}
          </Link>
        </div>
      </div>
    </Section>
  );
}
