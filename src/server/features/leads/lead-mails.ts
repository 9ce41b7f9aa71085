// The e-mail each lead form promises (docs/product/rulings.md#lead-forms-and-their-e-mails). All are
// marketing mail: each carries the one-click unsubscribe link and List-Unsubscribe headers (RFC 8058).
import type { LeadForm } from '#shared/schemas/leads.ts';
import { layout, type RenderedMail } from '#server/mail/templates.ts';
import { lessonAnchor, type Series, seriesHasVideo } from '#shared/series.ts';
import { SERIES } from '#server/content/series.ts';

const hello = (name: string) => (name.trim() ? `Hi ${name.trim()},` : 'Hi there,');

export function leadMail(
  form: LeadForm,
  firstName: string,
  appUrl: string,
  unsubscribeUrl: string,
  series: Series = SERIES,
): RenderedMail {
  const footer = [
    [
      'You are receiving this because you asked for it on Peace Coach. ',
      { text: 'Unsubscribe', href: unsubscribeUrl },
      ' with one click.',
    ],
  ] as const;
  const seriesUrl = `${appUrl}/365series`;
  switch (form) {
    case 'newsletter':
      return layout({
        recipient: 'subscriber',
        subject: 'Welcome: weekly encouragement for your marriage',
        preheader: 'A short word of hope, once a week.',
        greeting: hello(firstName),
        paragraphs: [
          'Thank you for joining us. Once a week we will send you a short word of encouragement: one verse, one practical idea, one prayer.',
          '“Let’s not be weary in doing good, for we will reap in due season, if we don’t give up.” (Galatians 6:9, WEB)',
        ],
        after: footer,
      });
    case 'floating':
      return layout({
        recipient: 'subscriber',
        subject: 'A word of encouragement for today',
        preheader: 'You are not alone in this.',
        greeting: hello(firstName),
        paragraphs: [
          'If your home feels tense right now, you are not alone, and you are not failing. Peace is often built in small, quiet choices.',
          'Today, try one: before you answer in a hard moment, take one slow breath and ask, “What does love ask of me right now?”',
          '“Yahweh is near to those who have a broken heart, and saves those who have a crushed spirit.” (Psalm 34:18, WEB)',
        ],
        after: footer,
      });
    case 'exit-intent':
      return layout({
        recipient: 'subscriber',
        subject: 'Your Emotional Reset Card and Conversation Cheat Sheet',
        preheader: 'Two printable tools for the hard moments.',
        greeting: hello(firstName),
        paragraphs: [
          'Here are the two printable tools you asked for. Keep them on the fridge, in your Bible, or on your phone.',
          [{ text: 'The Emotional Reset Card (P.E.A.C.E.)', href: `${appUrl}/resources/reset-card` }],
          [{ text: 'The Conversation Cheat Sheet (10 phrases)', href: `${appUrl}/resources/cheat-sheet` }],
        ],
        after: footer,
      });
    case 'scroll':
      return layout({
        recipient: 'subscriber',
        subject: 'Your prayer guide for your marriage',
        preheader: 'Seven days of prayer for your home.',
        greeting: hello(firstName),
        paragraphs: [
          'Here is the printable prayer guide for your marriage: a short prayer for each day of the week, with a verse to hold on to.',
          [{ text: 'Open the prayer guide', href: `${appUrl}/resources/prayer-guide` }],
        ],
        after: footer,
      });
    case 'lead-magnet':
    case '365access':
      return layout({
        recipient: 'subscriber',
        subject: 'Your free 365 Days of Peace video series',
        preheader: seriesHasVideo(series.videos)
          ? 'Three short videos, nine minutes in all.'
          : 'Three short lessons for calmer conversations.',
        greeting: hello(firstName),
        paragraphs: [
          // Until a video is configured the e-mail promises what the page gives: the lessons in text
          // (docs/product/rulings.md#series-videos).
          seriesHasVideo(series.videos)
            ? 'Welcome to 365 Days of Peace. The series is three short videos, about three minutes each, that walk through the four steps: Pause, Recognize, Realign, and Speak with Clarity.'
            : 'Welcome to 365 Days of Peace. The series is three short lessons, a few minutes each to read, that walk through the four steps: Pause, Recognize, Realign, and Speak with Clarity. Each lesson is written out on the series page with its verses.',
          'We will also send you a weekly guidance e-mail with a daily alignment prompt for each day.',
          'Your bonus tools are ready too:',
          [
            { text: 'The Emotional Reset Card', href: `${appUrl}/resources/reset-card` },
            ' and ',
            { text: 'the Conversation Cheat Sheet', href: `${appUrl}/resources/cheat-sheet` },
          ],
        ],
        action: seriesHasVideo(series.videos)
          ? { label: 'Start Watching Now', url: seriesUrl }
          : { label: 'Read Lesson 1', url: `${seriesUrl}#${lessonAnchor(0)}` },
        after: footer,
      });
  }
}

/** The headers mail clients use for their own unsubscribe button. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
