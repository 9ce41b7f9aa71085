// Writes one built-in coach reply from the content: a reflection of the user's own words, the step's
// guidance for the topic, at most a couple of phrases to try, and exactly one question at the end.
import { carefulContent, cheatSheet, replyContent, stepContent, topicById } from './coach-content.ts';
import type { AsideKind, Stage } from './conversation-steps.ts';
import type { Random } from './prng.ts';
import { type Quote, quoteWithEnding } from './reflect.ts';
import type { TopicId } from './topic-ids.ts';

export interface ReplyContext {
  stage: Stage;
  /** Back at Pause because the user is still flooded (not the first Pause). */
  flooded: boolean;
  /** The user reports that something went well (after Speak with Clarity). */
  celebrate: boolean;
  topic: TopicId;
  quote: Quote | null;
  name: string | null;
  /** How the partner is named: "James", "your husband", "your partner". */
  partner: string;
  random: Random;
  /** Shifts the main choices, so each "Regenerate" attempt opens and asks differently. */
  offset: number;
  /** The coach's earlier replies in this chat: content already used there is avoided where possible. */
  earlier: string;
}

function choose(items: readonly string[], ctx: ReplyContext, shift = 0): string {
  const fresh = items.filter((item) => !ctx.earlier.includes(fill(item, ctx)));
  const pool = fresh.length > 0 ? fresh : items;
  return pool[(Math.floor(ctx.random() * pool.length) + shift) % pool.length]!;
}

function fill(template: string, ctx: ReplyContext, phrase = ''): string {
  return template
    .replace(/\{quote\.\}/g, ctx.quote ? quoteWithEnding(ctx.quote) : '')
    .replace(/\{quote\}/g, ctx.quote?.words ?? '')
    .replace(/\{, name\}/g, ctx.name ? `, ${ctx.name}` : '')
    .replace(/\{partner\}/g, ctx.partner)
    .replace(/\{phrase\}/g, phrase);
}

function opener(quoted: readonly string[], plain: readonly string[], ctx: ReplyContext): string {
  // Good news deserves to be noticed whatever the step.
  const openers = ctx.celebrate && ctx.quote ? stepContent().practise.celebrateOpeners : quoted;
  return fill(choose(ctx.quote ? openers : plain, ctx, ctx.offset), ctx);
}

/** Uses the name once when the chosen sentences did not: "Sarah, what would help...?" */
function withName(parts: string[], ctx: ReplyContext): string {
  const text = parts.join(' ');
  if (!ctx.name || text.includes(ctx.name)) return text;
  const question = parts[parts.length - 1]!;
  const addressed = /^I\b/.test(question) ? question : question.charAt(0).toLowerCase() + question.slice(1);
  return [...parts.slice(0, -1), `${ctx.name}, ${addressed}`].join(' ');
}

function phraseLine(intros: readonly string[], phrases: readonly string[], ctx: ReplyContext): string {
  const phrase = choose(phrases, ctx);
  return fill(choose(intros, ctx), ctx, phrase);
}

export function writeStageReply(ctx: ReplyContext): string {
  const steps = stepContent();
  const topic = topicById(ctx.topic);
  const cheat = cheatSheet().phrases.map((p) => p.text);
  const ask = (questions: readonly string[]) => fill(choose(questions, ctx, ctx.offset), ctx);
  switch (ctx.stage) {
    case 'pause': {
      const s = steps.pause;
      return withName(
        [
          opener(s.openers, s.plainOpeners, ctx),
          fill(choose(ctx.flooded ? s.floodedBodies : s.bodies, ctx), ctx),
          ask(s.questions),
        ],
        ctx,
      );
    }
    case 'recognize': {
      const s = steps.recognize;
      return withName(
        [
          opener(s.openers, s.plainOpeners, ctx),
          fill(choose(topic.underneath, ctx), ctx),
          fill(choose(topic.cycle ? s.patternLines : s.respectLines, ctx), ctx),
          ask([...topic.questions.recognize, ...s.questions]),
        ],
        ctx,
      );
    }
    case 'realign': {
      const s = steps.realign;
      return withName(
        [
          opener(s.openers, s.plainOpeners, ctx),
          fill(choose(topic.realign, ctx), ctx),
          fill(choose(s.verseLines, ctx), ctx),
          ask([...topic.questions.realign, ...s.questions]),
        ],
        ctx,
      );
    }
    case 'speak': {
      const s = steps.speak;
      return withName(
        [
          opener(s.openers, s.plainOpeners, ctx),
          fill(choose(s.bridges, ctx), ctx),
          phraseLine(s.phraseIntros, topic.phrases, ctx),
          phraseLine(s.cheatIntros, cheat, ctx),
          ask([...topic.questions.speak, ...s.questions]),
        ],
        ctx,
      );
    }
    case 'practise': {
      const s = steps.practise;
      return withName(
        [
          opener(s.openers, s.plainOpeners, ctx),
          fill(choose(s.bodies, ctx), ctx),
          phraseLine(s.phraseIntros, [...cheat, ...topic.phrases], ctx),
          ask(s.questions),
        ],
        ctx,
      );
    }
  }
}

export function writeAside(kind: AsideKind, ctx: ReplyContext): string {
  return fill(choose(replyContent()[kind], ctx, ctx.offset), ctx);
}

/**
 * The reply to a message that touches danger (safety-caution.ts): it reflects, says their safety comes
 * first, gives the helplines and asks whether they are safe. No step, no topic, no phrases to say: nothing
 * here can coach forgiveness, submission, reconciliation or staying.
 */
export function writeCarefulReply(ctx: ReplyContext): string {
  const c = carefulContent();
  return withName(
    [
      fill(choose(ctx.quote ? c.openers : c.plainOpeners, ctx, ctx.offset), ctx),
      fill(choose(c.bodies, ctx), ctx),
      fill(choose(c.help, ctx), ctx),
      fill(choose(c.questions, ctx, ctx.offset), ctx),
    ],
    ctx,
  );
}
