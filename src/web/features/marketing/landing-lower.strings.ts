// The exact texts of the landing page's lower sections (everything below the free series), apart from the
// rest of the landing page's (landing.strings.ts) because their code loads only when they are needed
// (routes/landing.tsx) and their texts go with it.
import { formatPounds, PREMIUM_PRICE_PENCE, TRIAL_DAYS } from '#shared/plans.ts';

export const landingLowerStrings = {
  problemEyebrow: 'The problem',
  problemTitle: 'You love them. So why does every conversation end in the same place?',
  innerEyebrow: 'The conflict inside',
  innerTitle: 'Keep the peace, or tell the truth? You were never meant to choose.',

  howEyebrow: 'How it works',
  howTitle: 'Four steps from the heat of the moment to words that can be heard',

  demoEyebrow: 'See it for yourself',
  demoTitle: 'What a conversation with your coach looks like',
  demoIntro:
    'Choose a topic to read a short example. These are samples we wrote; your own conversations are private.',
  demoTopicsLabel: 'Topics',
  demoShowTopics: 'Show topics',
  demoHideTopics: 'Hide topics',
  demoCoach: 'Peace Coach',
  demoYou: 'You',
  demoInputLabel: 'Message (demo only)',
  demoInputPlaceholder: 'Sign up to start your own conversation',
  demoSend: 'Send',

  experienceEyebrow: 'What you’ll experience',
  experienceTitle: 'Small changes that make a home feel different',

  testimonialsEyebrow: 'Stories',
  testimonialsTitle: 'What peace can look like',
  testimonialsNote:
    'These are composite stories drawn from the situations Peace Coach is built for; names are illustrative.',

  faqEyebrow: 'Questions',
  faqTitle: 'Frequently asked questions',

  installEyebrow: 'Install as an app',
  installTitle: 'Keep your coach one tap away',
  installBody:
    'Peace Coach works in your browser and can sit on your home screen like any other app, without an app store.',
  installIos: 'iPhone and iPad (Safari)',
  installIosSteps: [
    'Tap the Share button at the bottom of Safari.',
    'Choose Add to Home Screen, then tap Add.',
  ],
  installIosShort: 'Share, then Add to Home Screen',
  installAndroid: 'Android (Chrome)',
  installAndroidSteps: [
    'Tap the Menu button (three dots) at the top right.',
    'Choose Install App and confirm.',
  ],
  installAndroidShort: 'Menu, then Install App',
  installAfterSignup:
    'Detailed step-by-step instructions come after sign-up, in your dashboard and in our install guide.',
  installButton: 'Install app',
  installGuideLink: 'Read the full install guide',

  premiumEyebrow: 'Premium',
  premiumTitle: 'Unlimited support for the season you are in',
  premiumPlan: 'Premium',
  premiumPrice: formatPounds(PREMIUM_PRICE_PENCE.pricing),
  premiumPer: '/month',
  premiumTrial: `${TRIAL_DAYS}-day free trial on paid plans`,
  premiumCancel: 'Cancel anytime',
  premiumSoon: 'Pricing goes up soon: join now to keep this price.',
  premiumVisitorCta: 'Start Your Free Trial',
  premiumMemberCta: 'Upgrade to Premium',
  premiumCurrent: 'Current Plan',
  premiumFeatures: [
    'Personalized guidance for your situation',
    'Unlimited coaching and AI support',
    'Memory of your concerns, so you never start from scratch',
    'Conflict-conversation prompts',
    'Daily alignment and prayer/reflection prompts',
    'Scripture coaching',
    'Weekly spiritual check-ins',
  ],

  finalTitle: 'You don’t have to carry this alone tonight',
  finalBody:
    'Start with one conversation. Bring what is heavy, and leave with one gentle next step and a verse to hold on to.',
  finalVisitorCta: 'Get Started Free',
  finalMemberCta: 'Open Your Coach',

  newsletterTitle: 'A word of encouragement, once a week',
  newsletterBody: 'One verse, one practical idea and one prayer in your inbox each week. No noise.',
};
