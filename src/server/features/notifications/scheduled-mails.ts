// The e-mails that keep people on their journey between visits: our own words, each with a verse.
import type { VerifiedVerse } from '#server/ports/coach.ts';
import { CHECK_IN_QUESTIONS } from '#shared/check-in.ts';
import { quotedVerse } from '#shared/verse-text.ts';
import { type Series, seriesHasVideo } from '#shared/series.ts';
import { SERIES } from '#server/content/series.ts';
import { layout, type MailLink, type RenderedMail } from '#server/mail/templates.ts';

export const SERIES_WEEKS = [
  {
    subject: 'Week 1 of 365 Days of Peace: Pause',
    focus:
      'This week, practise the pause. When you feel the heat rising, stop, breathe slowly three times, and pray one sentence before you answer.',
    prompt: 'Daily prompt: Where did I rush to answer today, and what would a pause have changed?',
    verse: 'James 1:19',
  },
  {
    subject: 'Week 2 of 365 Days of Peace: Recognize',
    focus:
      'This week, look under the anger. Ask yourself: am I hurt, afraid or lonely? What do I need: to be heard, to matter, to feel safe?',
    prompt: 'Daily prompt: What was I really feeling under today’s frustration?',
    verse: 'Psalm 139:23',
  },
  {
    subject: 'Week 3 of 365 Days of Peace: Realign',
    focus:
      'This week, bring each hard moment before God. Sort what is yours to change from what is not, and let go of the rest in prayer.',
    prompt: 'Daily prompt: What is mine to change here, and what can I leave with God?',
    verse: 'Romans 12:18',
  },
  {
    subject: 'Week 4 of 365 Days of Peace: Speak with Clarity',
    focus:
      'This week, try a gentle start: what happened, how you felt, what you need, and one small request.',
    prompt: 'Daily prompt: What is one clear, kind request I could make this week?',
    verse: 'Proverbs 15:1',
  },
] as const;

export const MONTHLY_VERSE = 'Galatians 6:9';

export { CHECK_IN_QUESTIONS };
export const CHECK_IN_VERSE = 'Lamentations 3:22-23';

/**
 * The check-in's way into the chat: /chat?checkin=<the question's place in CHECK_IN_QUESTIONS> opens
 * a chat with the question waiting in the composer (the web app's use-check-in-draft.ts), never sent
 * for them. The number, not the week: the question stays the one the e-mail asked, whenever it is opened.
 */
export function checkInChatUrl(appUrl: string, question: string): string {
  const index = CHECK_IN_QUESTIONS.indexOf(question as (typeof CHECK_IN_QUESTIONS)[number]);
  return index < 0 ? `${appUrl}/chat` : `${appUrl}/chat?checkin=${index}`;
}

export const PRAYER_REMINDERS = [
  {
    prayer: 'Lord, quiet my heart before I speak today. Let my words build up and not tear down.',
    verse: 'Ephesians 4:29',
  },
  {
    prayer: 'Father, help me see my partner with your eyes today, and to be quick to hear.',
    verse: 'James 1:19',
  },
  {
    prayer: 'God of peace, where I am weary, give me rest; where I am hurt, be near.',
    verse: 'Matthew 11:28',
  },
  {
    prayer: 'Lord, I bring you what I cannot fix. Guard my heart and mind in your peace.',
    verse: 'Philippians 4:6-7',
  },
  {
    prayer: 'Jesus, teach me to forgive as I have been forgiven, and to ask forgiveness too.',
    verse: 'Colossians 3:13',
  },
  {
    prayer: 'Father, make me gentle and patient today, and help love be the thing that binds us.',
    verse: 'Colossians 3:14',
  },
  { prayer: 'Lord, be still in me, and let me be still in you.', verse: 'Psalm 46:10' },
] as const;

const hello = (name: string) => (name.trim() ? `Hi ${name.trim()},` : 'Hi there,');
const verseLine = (v: VerifiedVerse | null) => (v ? [`${quotedVerse(v.text)} (${v.reference}, WEB)`] : []);

interface Links {
  appUrl: string;
  unsubscribeUrl: string;
  /** "Manage e-mail preferences" for account holders. */
  preferencesUrl?: string;
}

function footer(links: Links) {
  const parts: (string | MailLink)[] = [
    'You can ',
    { text: 'unsubscribe with one click', href: links.unsubscribeUrl },
    '.',
  ];
  if (links.preferencesUrl)
    parts.push(' Or ', { text: 'choose which e-mails you receive', href: links.preferencesUrl }, '.');
  return [parts];
}

export function seriesWeekMail(
  week: number,
  firstName: string,
  verse: VerifiedVerse | null,
  links: Links,
  series: Series = SERIES,
): RenderedMail {
  const content = SERIES_WEEKS[Math.min(week, SERIES_WEEKS.length) - 1]!;
  return layout({
    subject: content.subject,
    preheader: content.prompt,
    greeting: hello(firstName),
    paragraphs: [
      content.focus,
      content.prompt,
      ...verseLine(verse),
      [
        seriesHasVideo(series.videos)
          ? { text: 'Watch the series again', href: `${links.appUrl}/365series` }
          : { text: 'Read the lessons again', href: `${links.appUrl}/365series` },
      ],
    ],
    after: footer(links),
    // Sent to the mailing list (tag 365series), whether or not the address has an account.
    recipient: 'subscriber',
  });
}

export function monthlyEncouragementMail(
  firstName: string,
  verse: VerifiedVerse | null,
  links: Links,
): RenderedMail {
  return layout({
    subject: 'A word of encouragement for this month',
    preheader: 'Keep going: small steps of peace add up.',
    greeting: hello(firstName),
    paragraphs: [
      'A month is a good moment to look back. Where have you paused instead of reacting? Where did a gentle word land well? Those are real steps.',
      ...verseLine(verse),
    ],
    after: footer(links),
    recipient: 'subscriber',
  });
}

export function weeklyCheckInMail(
  question: string,
  firstName: string,
  verse: VerifiedVerse | null,
  links: Links,
): RenderedMail {
  return layout({
    subject: 'Your weekly check-in with your coach',
    preheader: question,
    greeting: hello(firstName),
    paragraphs: [
      'Here is this week’s check-in question. Take a quiet minute with it, then bring it to your coach if you like.',
      question,
      ...verseLine(verse),
    ],
    action: { label: 'Talk it through with your coach', url: checkInChatUrl(links.appUrl, question) },
    after: footer(links),
    recipient: 'account',
  });
}

export function prayerReminderMail(
  prayer: string,
  firstName: string,
  verse: VerifiedVerse | null,
  links: Links,
): RenderedMail {
  return layout({
    subject: 'Your prayer for today',
    preheader: prayer,
    greeting: hello(firstName),
    paragraphs: [prayer, ...verseLine(verse)],
    after: footer(links),
    recipient: 'account',
  });
}
