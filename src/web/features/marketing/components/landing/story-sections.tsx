import { landingLowerContent as content } from '#web/features/marketing/lib/landing-lower-content.ts';
import { landingLowerStrings as t } from '#web/features/marketing/landing-lower.strings.ts';
import { VerseQuote } from '../verse-quote.tsx';
import { Section } from './section.tsx';

export function ProblemSection() {
  const { problem } = content;
  return (
    <Section id="the-problem" eyebrow={t.problemEyebrow} title={t.problemTitle} intro={problem.intro}>
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        {problem.signs.map((sign) => (
          <li key={sign} className="rounded-xl border border-sand-deep bg-white p-5 text-ink">
            {sign}
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-3xl text-center text-lg text-ink-soft">{problem.close}</p>
    </Section>
  );
}

export function InnerConflictSection() {
  const { inner } = content;
  return (
    <Section id="inner-conflict" eyebrow={t.innerEyebrow} title={t.innerTitle} tone="white">
      <div className="mx-auto flex max-w-3xl flex-col gap-4 text-lg text-ink-soft">
        {inner.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <VerseQuote verse={inner.verse} className="mt-4" />
      </div>
    </Section>
  );
}
