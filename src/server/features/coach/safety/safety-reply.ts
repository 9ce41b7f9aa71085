// The reply to a message that discloses danger, as UK and US domestic abuse and suicide-prevention
// services advise: calm, believing, not their fault, asking whether they are safe now, and
// the emergency numbers and helplines, UK first. Never advice to stay, reconcile, confront the partner,
// try couples counselling or "just leave", and no scripture about submission, forgiveness or divorce.
// For an ambiguous sign of suicide (`ask`), the reply asks directly and kindly whether they are thinking
// about ending their life, as crisis services advise: asking does not put the idea in anyone's head, and
// it tells them they can say anything here.
import { LINES } from '#shared/helplines.ts';
import type { SafetyAssessment, SafetyCategory, SafetyReplyContext } from '#server/ports/coach.ts';
import { safetyQuestion } from './safety-questions.ts';

/** The lines as this reply says them; the numbers come from the one list the app shows everywhere. */
export const HELPLINES = {
  emergency: `If you are in danger right now, call ${LINES.emergencyUk.number} (UK) or ${LINES.emergencyUs.number} (US).`,
  abuseUk: `National Domestic Abuse Helpline (UK): ${LINES.abuseUk.number}, free and open 24 hours`,
  abuseUs: `National Domestic Violence Hotline (US): ${LINES.abuseUs.number}, or text START to ${LINES.abuseUsText.number}`,
  samaritans: `Samaritans (UK): ${LINES.samaritans.number}, free, any time, day or night`,
  lifeline: `988 Suicide & Crisis Lifeline (US): call or text ${LINES.lifeline.number}`,
  childUk: `NSPCC Helpline (UK): ${LINES.childUk.number}`,
  childUs: `Childhelp National Child Abuse Hotline (US): ${LINES.childUs.number}`,
} as const;

const ABUSE: SafetyCategory[] = [
  'physical_abuse',
  'sexual_abuse',
  'threats',
  'coercive_control',
  'strangulation',
];

function list(lines: string[]): string {
  return lines.map((line) => `\u2022 ${line}`).join('\n');
}

/** The direct question of the `ask` reply (safety-answers.ts `asksAboutSuicide` recognises it). */
export const SUICIDE_QUESTION = 'Are you thinking about ending your life?';

function askReply(userName: string | null): string {
  const opening = userName ? `${userName}, thank you for telling me that.` : 'Thank you for telling me that.';
  return [
    `${opening} It sounds like things feel very heavy right now, and I'm glad you said it here rather than carrying it on your own.`,
    `I want to ask you plainly, because it matters and I care about the answer. ${SUICIDE_QUESTION}`,
    "It's okay that I'm asking, and it's okay to answer honestly. Whatever the answer is, you can say it here: I won't be shocked, and I won't judge you.",
    list([HELPLINES.samaritans, HELPLINES.lifeline, HELPLINES.emergency]),
    "Whatever you're feeling, please reach out to a person today as well: one of the numbers above, your GP or doctor, your pastor, or a friend you trust. You don't have to hold this alone.",
  ].join('\n\n');
}

/**
 * The reply for `crisis` and `ask`; any other level gets the crisis reply for its categories. A later
 * disclosure in the same chat gets a shorter reply in other words (the first one's long paragraphs are
 * still on the screen), and a message that asks how to keep this chat private is answered too.
 */
export function safetyReply(
  assessment: SafetyAssessment,
  userName: string | null,
  context: SafetyReplyContext = {},
): string {
  const earlier = context.earlierReplies ?? 0;
  const privacy = context.message !== undefined && safetyQuestion(context.message) === 'privacy';
  if (assessment.level === 'ask' && earlier === 0) return askReply(userName);
  if (earlier > 0) return followUpReply(assessment, userName, earlier, privacy);
  const reply = crisisReply(assessment.categories, userName);
  return privacy ? `${reply}\n\n${PRIVACY}` : reply;
}

/** How to keep this chat from someone who checks the phone: the quick exit, the history, a safer device. */
const PRIVACY =
  'If someone checks your phone or computer: the Quick exit button at the top of the chat, or pressing Escape twice, leaves this site at once. Afterwards you can delete this site from your browser history, and a device he cannot reach, such as a trusted friend\u2019s phone or a library computer, is safer for looking for help.';

const FOLLOW_UP_OPENINGS_ABUSE = [
  "I'm still here with you{, name}, and I take what you've just told me seriously.",
  'Thank you for telling me this as well{, name}. None of it is your fault.',
  'I hear you{, name}. What you are describing matters, and you deserve to be safe.',
  "That sounds frightening{, name}, and I'm glad you told me.",
];
const FOLLOW_UP_OPENINGS_SELF = [
  "I'm still here with you{, name}, and I'm glad you told me.",
  'Thank you for being honest with me{, name}. What you feel matters.',
  "I hear how much pain you're in{, name}, and you don't have to carry it alone.",
  "I'm really glad you're still talking to me{, name}.",
];
const FOLLOW_UP_QUESTIONS = [
  'Are you somewhere safe at the moment?',
  'Is there somewhere safe you could go right now if you needed to?',
  'Is there someone you trust who could be with you today?',
  'Can you reach a safe place, or a safe person, right now?',
];
const FOLLOW_UP_SELF_QUESTION = 'Are you having thoughts of ending your life, and are you somewhere safe?';

function followUpReply(
  assessment: SafetyAssessment,
  userName: string | null,
  earlier: number,
  privacy: boolean,
): string {
  const has = (c: SafetyCategory) => assessment.categories.includes(c);
  const selfHarm = has('self_harm') || assessment.level === 'ask';
  const abuse = ABUSE.some(has) || has('child_at_risk');
  const at = (items: readonly string[]) => items[(earlier - 1) % items.length]!;
  const opening = at(abuse ? FOLLOW_UP_OPENINGS_ABUSE : FOLLOW_UP_OPENINGS_SELF).replace(
    '{, name}',
    userName ? `, ${userName}` : '',
  );
  const contacts: string[] = [HELPLINES.emergency];
  if (selfHarm) contacts.push(HELPLINES.samaritans, HELPLINES.lifeline);
  if (abuse) contacts.push(HELPLINES.abuseUk, HELPLINES.abuseUs);
  if (has('child_at_risk')) contacts.push(HELPLINES.childUk, HELPLINES.childUs);
  const paragraphs = [opening];
  if (has('strangulation') && earlier === 1) {
    paragraphs.push(
      'Pressure on the neck is a serious warning sign, even without marks: please get medical help.',
    );
  }
  paragraphs.push(selfHarm && earlier === 1 ? FOLLOW_UP_SELF_QUESTION : at(FOLLOW_UP_QUESTIONS));
  paragraphs.push(list(contacts));
  if (privacy) paragraphs.push(PRIVACY);
  return paragraphs.join('\n\n');
}

function crisisReply(categories: SafetyCategory[], userName: string | null): string {
  const has = (c: SafetyCategory) => categories.includes(c);
  const abuse = ABUSE.some(has);
  const selfHarm = has('self_harm');
  const child = has('child_at_risk');
  const greeting = userName ? `${userName}, thank you` : 'Thank you';
  const paragraphs: string[] = [];

  if (abuse || child) {
    paragraphs.push(
      `${greeting} for telling me. I believe you, and what you have described is serious. It is not your fault, and you don't have to face it alone.`,
    );
  } else {
    paragraphs.push(
      `${greeting} for telling me. I'm really glad you said it. What you're feeling matters, and you don't have to carry it alone.`,
    );
  }
  if (has('strangulation')) {
    paragraphs.push(
      'Having your neck or throat squeezed is a serious danger sign, even if it happened once and even if there are no marks. Please get medical help and talk to a helpline as soon as you can.',
    );
  }
  if (child)
    paragraphs.push("A child's safety comes first. If a child is in danger right now, call 999 or 911.");
  // Asking plainly about suicide is what crisis services advise: it does not put the idea there.
  paragraphs.push(
    selfHarm && !abuse
      ? `Can I ask you plainly: ${SUICIDE_QUESTION.toLowerCase().replace('?', '')}, and are you safe right now?`
      : 'Are you safe right now?',
  );

  const contacts: string[] = [HELPLINES.emergency];
  if (selfHarm) contacts.push(HELPLINES.samaritans, HELPLINES.lifeline);
  if (abuse || (child && !selfHarm)) contacts.push(HELPLINES.abuseUk, HELPLINES.abuseUs);
  if (child) contacts.push(HELPLINES.childUk, HELPLINES.childUs);
  paragraphs.push(list(contacts));

  if (abuse || child) {
    paragraphs.push(
      'These services are free and confidential. They listen without judging, and they can help you think through your options and make a safety plan, at your own pace; every decision stays yours. If someone might check this phone or computer, they can also help you use it safely.',
    );
  }
  if (selfHarm) {
    paragraphs.push(
      "Please reach out to a person today: one of the numbers above, your GP or doctor, your pastor, or a friend you trust. If you can, don't stay alone with these thoughts tonight. You matter, and help is there for you.",
    );
  }
  paragraphs.push(
    abuse || child
      ? 'God cares for everyone who is hurting or afraid, and your safety matters to him. I am an AI coach, so for this please talk to the people above, who can really help.'
      : 'God is near to the broken-hearted, and so are people who want to help. I am an AI coach, so please talk to one of them as well.',
  );
  return paragraphs.join('\n\n');
}
