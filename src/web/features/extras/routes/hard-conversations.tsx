import { Lock } from 'lucide-react';
import { href, Link } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { appMeta } from '#web/lib/page-meta.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { useHardConversations, type HardConversationScript } from '../api/get-hard-conversations.ts';
import { hardConversationStrings as t } from '../extras.strings.ts';

export const meta = () => appMeta(t.title);

function Script({ script }: { script: HardConversationScript }) {
  return (
    <Card asSection aria-labelledby={`script-${script.id}`} className="flex flex-col gap-4">
      <h2 id={`script-${script.id}`} className="font-serif text-2xl text-ink">
        {script.title}
      </h2>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{t.opening}</h3>
        <p className="font-serif text-xl text-ink">“{script.opening}”</p>
      </div>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{t.say}</h3>
        <ul className="list-disc pl-5 text-ink">
          {script.say.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{t.avoid}</h3>
        <ul className="list-disc pl-5 text-ink">
          {script.avoid.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <p className="text-teal-dark">
        <span className="font-semibold">{t.verse}: </span>
        {script.verse}
      </p>
    </Card>
  );
}

function Locked() {
  return (
    <Card className="flex flex-col items-start gap-3">
      <Lock aria-hidden="true" className="size-8 text-teal" />
      <h2 className="font-serif text-2xl text-ink">{t.lockedTitle}</h2>
      <p className="text-ink-soft">{t.lockedBody}</p>
      <Link to={href('/pricing')} className={buttonVariants()}>
        {t.lockedCta}
      </Link>
    </Card>
  );
}

/** The scripts come from the server, which sends them to premium members only. */
function Scripts() {
  const { data: scripts, isPending, error, refetch } = useHardConversations();
  // The plan changed since the session was read (a cancellation elsewhere): the server's word stands.
  if (error instanceof ApiError && error.status === 403) return <Locked />;
  if (isPending) return <Spinner label={t.loading} />;
  if (!scripts) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-ink-soft">{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="text-lg text-ink-soft">{t.intro}</p>
      {scripts.map((script) => (
        <Script key={script.id} script={script} />
      ))}
    </>
  );
}

/** Premium only; everyone else sees a friendly upgrade prompt instead of a redirect. */
export default function HardConversationsPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 outline-none"
      >
        <h1 className="font-serif text-4xl text-ink">{t.title}</h1>
        {user.role === 'premium' ? <Scripts /> : <Locked />}
      </main>
    </>
  );
}
