// The free series pages' texts (docs/product/specification.md#365access,
// docs/product/specification.md#365series, docs/product/specification.md#lead-forms).
import { seriesReady } from '#web/lib/series-content.ts';

export const accessStrings = {
  eyebrow: 'Free video series',
  title: '365 Days of Peace',
  subtitle:
    'A free three-part video series for Christian women and men who want calmer, kinder conversations at home, starting this week.',
  promisesTitle: 'What you will receive',
  promises: [
    'A free 3-part video series: three videos of about three minutes each',
    'Daily alignment prompts to begin each day in peace',
    'Weekly guidance e-mails for the week ahead',
    'Bonus tools: the printable Emotional Reset Card and the 10-phrase Conversation Cheat Sheet',
  ],
  formTitle: 'Where should we send it?',
  firstName: 'First name',
  email: 'Email',
  button: 'Send Me My Free Series',
  sending: 'Sending Your Series...',
  success: 'Thank you! Check your email for your free 365 Days of Peace Video Series.',
  already: 'Perfect! Check your email for your complete peace series.',
  error: 'Something went wrong. Please try again.',
  consent:
    'Send me the 365 Days of Peace series, daily prompts and weekly guidance e-mails. I can unsubscribe at any time.',
  modalTitle: 'Your series is on its way',
  // The spec's words once a video is configured; until then the page offers the lessons in text.
  modalWatch: seriesReady ? 'Start Watching Now' : 'Read Lesson 1',
  modalClose: 'Close',
  privacy: 'We will never share your e-mail. Every message has a one-click unsubscribe link.',
};

export const seriesStrings = {
  eyebrow: 'Your free series',
  title: '365 Days of Peace',
  intro:
    'Three short videos, about three minutes each: nine minutes that walk you through the four steps to a calmer conversation. Watch one a day, or all three tonight.',
  introLessons:
    'Three short lessons, a few minutes each to read: they walk you through the four steps to a calmer conversation. Read one a day, or all three tonight.',
  minutes: (n: number) => `${n} minutes`,
  lessonInText: 'The video for this part is being recorded. Its lesson is written out for you below.',
  readLesson: (n: number) => `Read Lesson ${n}`,
  lessonsTitle: 'The lessons',
  lessonVerses: 'Verses for this lesson',
  captions: 'English',
  scripturesTitle: 'Scriptures for the journey',
  scripturesIntro: 'Verses to read slowly this week, from the World English Bible.',
  toolsTitle: 'Your bonus tools',
  resetCard: 'Emotional Reset Card',
  cheatSheet: 'Conversation Cheat Sheet',
  prayerGuide: '7-day prayer guide',
  ctaTitle: 'Ready to go deeper?',
  ctaBody:
    'Your Peace Coach helps you put the four steps into practice in your own conversations, day or night, with scripture for every moment.',
  ctaButton: 'Create Your Free Account',
};
