// The free series pages' texts (spec sections 2 "/365access" and "/365series", 8 "Lead forms").
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
  modalWatch: 'Start Watching Now',
  modalClose: 'Close',
  privacy: 'We will never share your e-mail. Every message has a one-click unsubscribe link.',
};

export const seriesStrings = {
  eyebrow: 'Your free series',
  title: '365 Days of Peace',
  intro:
    'Three short videos, about three minutes each: nine minutes that walk you through the four steps to a calmer conversation. Watch one a day, or all three tonight.',
  minutes: (n: number) => `${n} minutes`,
  preparing: 'This video is being prepared. We will e-mail you as soon as it is ready to watch.',
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
