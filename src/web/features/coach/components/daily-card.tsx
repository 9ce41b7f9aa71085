import { BookOpen } from 'lucide-react';
import { quotedVerse } from '#shared/verse-text.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDailyCard } from '../api/get-daily-card.ts';
import { dailyCardStrings as t } from '../coach.strings.ts';

/**
 * The day's verse (the same for everyone that day). With `alignment` it is the premium daily alignment
 * card: the verse, a reflection question and a short prayer (docs/product/rulings.md#premium-extras).
 */
export function DailyCard({ alignment = false }: { alignment?: boolean }) {
  const { data, isPending, isError } = useDailyCard();
  return (
    <Card asSection aria-label={alignment ? t.alignmentTitle : t.title} className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 font-serif text-2xl text-ink">
        <BookOpen aria-hidden="true" className="size-6 text-teal" />
        {alignment ? t.alignmentTitle : t.title}
      </h2>
      {isPending && <Spinner label={t.loading} />}
      {isError && <p className="text-ink-soft">{t.failed}</p>}
      {data && (
        <>
          <figure className="flex flex-col gap-2 border-l-4 border-gold pl-4">
            <blockquote className="font-serif text-xl text-ink italic">
              {quotedVerse(data.verse.text)}
            </blockquote>
            <figcaption className="font-semibold text-teal-dark">{data.verse.reference}</figcaption>
          </figure>
          {alignment && (
            <dl className="flex flex-col gap-3">
              <div>
                <dt className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
                  {t.reflection}
                </dt>
                <dd className="text-ink">{data.reflection}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{t.prayer}</dt>
                <dd className="text-ink italic">{data.prayer}</dd>
              </div>
            </dl>
          )}
        </>
      )}
    </Card>
  );
}
