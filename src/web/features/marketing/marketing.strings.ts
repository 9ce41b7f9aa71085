// The exact texts for the lead-capture prompts and the static pages
// (docs/product/specification.md#2-screens-and-routes, docs/product/specification.md#lead-forms,
// docs/product/rulings.md#lead-forms-and-their-e-mails); the landing page's are in landing.strings.ts.
// Longer page copy lives in content/site/*.json.
import { LINES } from '#shared/helplines.ts';
import { FAIR_USE_NOTE } from '#shared/plans.ts';
import { href } from 'react-router';
import { seriesReady } from '#web/lib/series-content.ts';

/**
 * Each lead form's texts (docs/product/specification.md#lead-forms,
 * docs/product/rulings.md#lead-forms-and-their-e-mails).
 */
export const leadStrings = {
  firstName: 'First name',
  email: 'Email',
  genericError: 'Something went wrong. Please try again.',
  alreadyInterest: "You're already subscribed! Thanks for your continued interest.",
  close: 'Close',
  /** Said when a prompt opens unasked and focus stays on the page (lead-capture/unasked-dialog.ts). */
  unaskedOpened: (title: string) =>
    `An offer has opened: ${title}. Press Tab to go to it, or Escape to close it.`,
  newsletter: {
    button: 'Subscribe',
    sending: 'Subscribing...',
    success: "Welcome! You'll receive weekly encouragement in your inbox.",
  },
  leadMagnet: {
    title: 'Get the free 365 Days of Peace series',
    description: 'Tell us where to send your three short videos and the bonus tools.',
    button: 'Send Me the Series',
    sending: 'Sending...',
    success: 'Thank you! Check your email for your free video guide.',
    already: 'Perfect! Check your email for the video guide link.',
  },
  checkEmail: {
    title: 'Check Your Email',
    body: 'Your free video guide is on its way. It usually arrives within a minute; if not, please look in your promotions or spam folder.',
    continue: 'Continue Browsing',
    // The spec's words once a video is configured (docs/product/rulings.md#series-videos).
    watch: seriesReady ? 'Access Video Directly' : 'Read Lesson 1',
  },
  exitIntent: {
    title: 'Before you go: two tools for the hard moments',
    description:
      'Get the printable Emotional Reset Card and the Conversation Cheat Sheet with ten phrases that calm a conversation.',
    button: 'Send My Free Guide',
    sending: 'Sending...',
    success: 'Perfect! Check your email for your free guide.',
  },
  floating: {
    open: 'Free encouragement',
    hide: 'Hide the encouragement offer',
    title: 'A word of encouragement',
    description: 'Feeling worn out? Let us send you a few words of hope for today.',
    button: 'Send It to Me',
    sending: 'Sending...',
    success: 'Amazing! Check your email for encouragement.',
  },
  scroll: {
    title: 'A prayer guide for your marriage',
    description:
      'Seven days of short prayers for your home, each with a verse to hold on to. Printable and free.',
    button: 'Send My Prayer Guide',
    sending: 'Sending...',
    success: 'Wonderful! Your prayer guide is on its way.',
    already: "You're already subscribed! Thanks for reading.",
  },
  // The consent each form shows beside its button; the server stores the same wording with each
  // sign-up (CONSENT_WORDING in src/server/features/leads/leads.service.ts). Keep the two identical.
  consent: {
    newsletter: 'Send me weekly encouragement by e-mail. I can unsubscribe at any time.',
    'lead-magnet':
      'Send me the free video series and weekly guidance e-mails. I can unsubscribe at any time.',
    'exit-intent':
      'Send me the free guide and occasional encouragement by e-mail. I can unsubscribe at any time.',
    floating: 'Send me encouragement by e-mail. I can unsubscribe at any time.',
    scroll: 'Send me the prayer guide and occasional encouragement by e-mail. I can unsubscribe at any time.',
  },
};

export const pageStrings = {
  updated: 'Last updated',
  /** Added to the terms' section on plans (its `id` is "plans"), with the numbers of plans.ts. */
  termsFairUse: FAIR_USE_NOTE,
  // The privacy policy's data controller, from the server's settings (docs/product/specification.md#other-static-pages).
  controllerTitle: 'Who is responsible for your data',
  controllerBody: 'runs Peace Coach and is the data controller for the information this policy describes.',
  controllerAddress: 'Postal address',
  controllerEmail: 'Privacy questions and requests',
  controllerLoading: 'Loading our contact details…',
  aboutCta: 'Start Your First Conversation',
  resourcesTitle: 'Christian Resources',
  resourcesIntro:
    'Free help for a hard season: scripture to stand on, practical habits to try, printable tools and a short video series. Take what you need.',
  resources: [
    {
      title: 'Scripture Guide',
      body: 'Eighteen verses in six themes, from words that run hot to hope for the weary.',
      to: href('/scripture-guide'),
      button: 'Open the Scripture Guide',
    },
    {
      title: 'Relationship Tips',
      body: 'Six small habits that make hard conversations gentler, each with a verse.',
      to: href('/relationship-tips'),
      button: 'Read the Relationship Tips',
    },
    {
      title: 'Free 365 Days of Peace Series',
      body: 'Three short videos, daily prompts and weekly guidance e-mails, free.',
      to: href('/365access'),
      button: 'Get the Free Series',
    },
  ],
  printablesTitle: 'Printable tools',
  printables: [
    { title: 'Emotional Reset Card', to: href('/resources/reset-card') },
    { title: 'Conversation Cheat Sheet', to: href('/resources/cheat-sheet') },
    { title: 'A 7-day prayer guide for your marriage', to: href('/resources/prayer-guide') },
  ],
  helpTitle: 'If you are not safe',
  helpBody: `If you are afraid of your partner or in danger, please reach out today. UK: call ${LINES.emergencyUk.number} in an emergency, the National Domestic Abuse Helpline on ${LINES.abuseUk.number}, or Samaritans on ${LINES.samaritans.number}. US: call ${LINES.emergencyUs.number}, the National Domestic Violence Hotline on ${LINES.abuseUs.number}, or ${LINES.lifeline.number}.`,
  tipsCta: 'Want help putting these into practice in your own conversations?',
  tipsCtaButton: 'Talk It Through With Your Coach',
};

export const contactStrings = {
  title: 'Contact Us',
  intro:
    'We read every message, and a real person will reply. Whatever is on your mind, we are glad to hear from you.',
  response: 'We respond within 24 hours.',
  hours: 'Support hours: Monday-Friday 9 AM-6 PM EST.',
  quickTitle: 'What can we help with?',
  technical: 'Technical Issues',
  billing: 'Billing Support',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Thank you for writing',
  sentBody: 'Your message has reached us. We will reply to your e-mail within 24 hours, Monday to Friday.',
  another: 'Send another message',
  error: 'Something went wrong. Please try again.',
  tooMany: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
  crisis:
    'Peace Coach support cannot respond to emergencies. If you are in danger, call 999 (UK) or 911 (US).',
};

export const installStrings = {
  title: 'Install Peace Coach on Your Phone',
  intro:
    'Add Peace Coach to your home screen and it opens like any other app: full screen, one tap away, with no app store needed.',
  yourDevice: 'Steps for your device',
  headings: {
    ios: 'Install on your iPhone or iPad',
    android: 'Install on your Android phone',
    samsung: 'Install with Samsung Internet',
    other: 'Install on your phone or tablet',
  },
  detected: {
    ios: 'It looks like you are using an iPhone or iPad. Follow the Safari steps below.',
    android: 'It looks like you are using Android. Follow the Chrome steps below.',
    samsung: 'It looks like you are using Samsung Internet. Follow its steps below.',
    other: 'Choose the steps for the phone or tablet you use.',
  },
  platforms: [
    {
      id: 'ios',
      title: 'iPhone and iPad (Safari)',
      steps: [
        'Open Peace Coach in Safari.',
        'Tap the Share button (the square with an arrow pointing up) at the bottom of the screen.',
        'Scroll down and tap Add to Home Screen.',
        'Check the name reads Peace Coach, then tap Add.',
        'Open Peace Coach from its new icon on your home screen.',
      ],
    },
    {
      id: 'android',
      title: 'Android (Chrome)',
      steps: [
        'Open Peace Coach in Chrome.',
        'Tap the Menu button (three dots) at the top right.',
        'Tap Install App (on some phones it reads Add to Home screen).',
        'Tap Install to confirm.',
        'Open Peace Coach from your home screen or app drawer.',
      ],
    },
    {
      id: 'samsung',
      title: 'Samsung Internet',
      steps: [
        'Open Peace Coach in Samsung Internet.',
        'Tap the Menu button (three lines) at the bottom right.',
        'Tap Add page to, then Home screen.',
        'Tap Add to confirm.',
        'Open Peace Coach from its new icon on your home screen.',
      ],
    },
  ],
  installButton: 'Install app',
  tipTitle: 'Good to know',
  tips: [
    'Installing is free and takes no space beyond a small icon.',
    'You stay signed in, and your conversations stay private and encrypted.',
    'If you are offline, Peace Coach will tell you so and show your conversations again when you are back online.',
  ],
};

export const printStrings = {
  print: 'Print',
  printHint: 'Prints cleanly on A4 or Letter paper.',
  footer: 'Peace Coach · peace for your home, rooted in scripture',
  cheatSheetIntro:
    'Ten phrases that calm a hard conversation. Keep this on the fridge or in your Bible, and choose one when the moment comes.',
  day: (n: number) => `Day ${n}`,
};
