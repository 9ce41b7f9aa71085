// The "Hard Conversation" scripts (decisions.md "Premium extras"): our own short scripts for the talks
// people dread. Each has an opening line, what to say, what to avoid and a verse to carry in.
export interface HardConversationScript {
  id: string;
  title: string;
  opening: string;
  say: string[];
  avoid: string[];
  verse: string;
}

export const HARD_CONVERSATIONS: readonly HardConversationScript[] = [
  {
    id: 'feeling-distant',
    title: 'When you feel distant from each other',
    opening: 'I miss us. Can we talk about how we have been feeling lately, without blaming anyone?',
    say: [
      'Name one specific moment you felt far apart, and how it felt for you.',
      'Ask: “What has this season been like for you?” and listen to the end.',
      'Suggest one small thing to try together this week.',
    ],
    avoid: ['“You never…” or “You always…”', 'Starting the talk when either of you is tired or rushed.'],
    verse: 'Ecclesiastes 4:9-10',
  },
  {
    id: 'money-worries',
    title: 'Talking about money worries',
    opening: 'I have been anxious about our finances, and I would rather face it with you than alone.',
    say: [
      'Share the facts you know and the fear underneath them.',
      'Ask what worries your partner most about money.',
      'Agree on one next step, such as looking at the numbers together on a set day.',
    ],
    avoid: ['Bringing up past spending as evidence.', 'Making a big decision in the same conversation.'],
    verse: 'Philippians 4:6-7',
  },
  {
    id: 'broken-trust',
    title: 'After trust has been broken',
    opening: 'I want to understand what happened, and I want us to be honest with each other, slowly.',
    say: [
      'Say what you need in order to feel safe: time, openness, specific changes.',
      'If you broke the trust: own it plainly, without explaining it away.',
      'Agree to keep talking, and consider a counsellor or pastor you both trust.',
    ],
    avoid: ['Demanding instant forgiveness.', 'Going over every detail in one sitting.'],
    verse: 'Colossians 3:13',
  },
  {
    id: 'apology',
    title: 'Saying sorry after a fight',
    opening: 'I am sorry for how I spoke to you. You did not deserve that.',
    say: [
      'Name what you did, without “but”.',
      'Say how you think it made your partner feel, and ask if you have it right.',
      'Say what you will do differently next time.',
    ],
    avoid: ['“I’m sorry you feel that way.”', 'Turning the apology into round two of the argument.'],
    verse: 'James 5:16',
  },
  {
    id: 'unmet-needs',
    title: 'Asking for something you need',
    opening: 'There is something I need from you, and I have been afraid to ask. Can I share it?',
    say: [
      'Describe the need as a request, not a complaint: “Could we…” rather than “You don’t…”.',
      'Explain why it matters to you.',
      'Ask what would make it possible for your partner.',
    ],
    avoid: ['Hinting and hoping they guess.', 'Listing every time the need was not met.'],
    verse: 'Ephesians 4:15',
  },
  {
    id: 'family-boundaries',
    title: 'Boundaries with family',
    opening: 'I love your family, and I need us to agree together on how we handle this.',
    say: [
      'Describe the specific situation and its effect on you.',
      'Ask how your partner sees it, and what feels fair to them.',
      'Decide on one boundary you will both keep, and who will say it.',
    ],
    avoid: ['Criticising their parents’ character.', 'Asking your partner to choose sides.'],
    verse: 'Genesis 2:24',
  },
  {
    id: 'feeling-unheard',
    title: 'When you feel unheard',
    opening: 'I want to feel heard by you. Could you listen for a few minutes before you answer?',
    say: [
      'Speak about your own feelings with “I” statements.',
      'Ask your partner to repeat back what they heard.',
      'Offer to listen the same way in return.',
    ],
    avoid: ['Raising your voice to be heard.', 'Checking your phone while the other speaks.'],
    verse: 'James 1:19',
  },
];
