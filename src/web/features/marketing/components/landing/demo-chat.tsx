import { clsx } from 'clsx';
import { HeartHandshake, PanelLeftClose, PanelLeftOpen, Send } from 'lucide-react';
import { useState } from 'react';
import { quotedVerse } from '#shared/verse-text.ts';
import type { DemoMessage } from '#web/features/marketing/lib/landing-content.ts';
import { landingLowerContent as content } from '#web/features/marketing/lib/landing-lower-content.ts';
import { landingLowerStrings as t } from '#web/features/marketing/landing-lower.strings.ts';
import { Section } from './section.tsx';

function Message({ message }: { message: DemoMessage }) {
  const coach = message.from === 'coach';
  return (
    <li className={clsx('flex gap-3', !coach && 'flex-row-reverse')}>
      {coach && (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal text-white">
          <HeartHandshake aria-hidden="true" className="size-5" />
        </span>
      )}
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-4 py-3',
          coach ? 'rounded-tl-sm bg-sand text-ink' : 'rounded-tr-sm bg-teal text-white',
        )}
      >
        <p className="sr-only">{coach ? t.demoCoach : t.demoYou}:</p>
        <p>{message.text}</p>
        {message.verse && (
          <p className="mt-3 border-l-4 border-gold/60 pl-3 font-serif italic">
            {quotedVerse(message.verse.text)} ({message.verse.ref}, WEB)
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * A sample conversation per topic (docs/product/specification.md#landing-page): the sidebar of topics can be
 * hidden, and the composer is there to show the shape of the real thing but is disabled.
 */
export function DemoChat() {
  const topics = content.demo;
  const [topicId, setTopicId] = useState(topics[0]!.id);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const topic = topics.find((candidate) => candidate.id === topicId) ?? topics[0]!;
  return (
    <Section id="demo" eyebrow={t.demoEyebrow} title={t.demoTitle} intro={t.demoIntro} tone="white">
      <div className="mx-auto flex max-w-5xl flex-col overflow-hidden rounded-2xl border border-sand-deep bg-white shadow-sm md:min-h-[32rem] md:flex-row">
        {sidebarOpen && (
          <nav
            id="demo-topics"
            aria-label={t.demoTopicsLabel}
            className="border-b border-sand-deep bg-sand p-3 md:w-72 md:shrink-0 md:border-r md:border-b-0"
          >
            <ul className="flex flex-col gap-1">
              {topics.map((candidate) => (
                <li key={candidate.id}>
                  <button
                    type="button"
                    aria-current={candidate.id === topic.id ? 'true' : undefined}
                    onClick={() => setTopicId(candidate.id)}
                    className="min-h-11 w-full rounded-lg px-3 py-2 text-left text-ink hover:bg-sand-deep aria-[current=true]:bg-teal aria-[current=true]:text-white"
                  >
                    {candidate.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex items-center gap-2 border-b border-sand-deep px-3 py-2">
            <button
              type="button"
              aria-expanded={sidebarOpen}
              aria-controls="demo-topics"
              onClick={() => setSidebarOpen((open) => !open)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-ink hover:bg-sand-deep"
            >
              {sidebarOpen ? (
                <PanelLeftClose aria-hidden="true" className="size-5" />
              ) : (
                <PanelLeftOpen aria-hidden="true" className="size-5" />
              )}
              {sidebarOpen ? t.demoHideTopics : t.demoShowTopics}
            </button>
            <h3 className="truncate font-serif text-lg text-ink">{topic.title}</h3>
          </div>
          <ul className="flex flex-1 flex-col gap-4 p-4" aria-live="polite">
            {topic.messages.map((message) => (
              <Message key={message.text} message={message} />
            ))}
          </ul>
          <form className="flex gap-2 border-t border-sand-deep p-3" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="demo-input" className="sr-only">
              {t.demoInputLabel}
            </label>
            <input
              id="demo-input"
              disabled
              placeholder={t.demoInputPlaceholder}
              className="min-h-11 flex-1 rounded-lg border border-ink-soft/40 bg-sand-deep px-3 text-ink-soft placeholder:text-ink-soft"
            />
            <button
              type="submit"
              disabled
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-teal px-4 font-semibold text-white opacity-70"
            >
              <Send aria-hidden="true" className="size-4" />
              {t.demoSend}
            </button>
          </form>
        </div>
      </div>
    </Section>
  );
}
