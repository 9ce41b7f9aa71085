import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';

/** The frame shared by the sign-in, sign-up and password screens: one h1, a subtitle, the form. */
interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Focus the heading when the card appears in place of another (a form's result). */
  focusTitle?: boolean;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, focusTitle = false, children }: AuthCardProps) {
  const titleRef = useFocusOnMount<HTMLHeadingElement>(focusTitle);
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-10 outline-none sm:py-16">
      <Card className="flex flex-col gap-6">
        <div className="flex flex-col gap-2 text-center">
          <h1 ref={titleRef} tabIndex={-1} className="font-serif text-3xl text-ink outline-none sm:text-4xl">
            {title}
          </h1>
          {subtitle && <p className="text-ink-soft">{subtitle}</p>}
        </div>
        {children}
      </Card>
    </main>
  );
}
