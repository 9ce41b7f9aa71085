import { HeartHandshake, LogOut } from 'lucide-react';
import { href, Link } from 'react-router';
import { useSignOut } from '../lib/session/sign-out.ts';
import { sessionStrings } from '../lib/session/session.strings.ts';
import { Button } from './ui/button.tsx';

/**
 * The signed-in pages' top bar: where you are and a way out (docs/product/specification.md#dashboard: a top
 * bar titled Dashboard with a Sign Out button). The title is not a heading; each page has its own h1.
 */
export function AppTopBar({ title }: { title: string }) {
  const { signOut, isPending } = useSignOut();
  return (
    <header className="sticky top-0 z-30 border-b border-sand-deep bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-3">
          <Link to={href('/dashboard')} aria-label="Peace Coach dashboard" className="rounded-md p-1">
            <HeartHandshake aria-hidden="true" className="size-7 text-teal" />
          </Link>
          <p className="font-serif text-xl text-ink">{title}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={signOut} loading={isPending} className="min-h-11">
          <LogOut aria-hidden="true" className="size-4" />
          {sessionStrings.signOut}
        </Button>
      </div>
    </header>
  );
}
