// The reply to a message that discloses danger (decisions.md "The coach"; the specialist services'
// advice in coach-guide.md): calm, believing, not their fault, asking whether they are safe now, and
// the emergency numbers and helplines, UK first. Never advice to stay, reconcile, confront the partner,
// try couples counselling or "just leave", and no scripture about submission, forgiveness or divorce.
// For an ambiguous sign of suicide (`ask`), the reply asks directly and kindly whether they are thinking
// about ending their life, as crisis services advise: asking does not put the idea in anyone's head, and
// it tells them they can say anything here.
import type { SafetyAssessment, SafetyCategory } from '../../ports/coach.ts';

export const HELPLINES = {
  emergency: 'If you are in danger right now, call 999 (UK) or 911 (US).',
  abuseUk: 'National Domestic Abuse Helpline (UK): 0808 2000 247, free and open 24 hours',
  abuseUs: 'National Domestic Violence Hotline (US): 1-800-799-7233, or text START to 88788',
  samaritans: 'Samaritans (UK): 116 123, free, any time, day or night',
  lifeline: '988 Suicide & Crisis Lifeline (US): call or text 988',
  childUk: 'NSPCC Helpline (UK): 0808 800 5000',
  childUs: 'Childhelp National Child Abuse Hotline (US): 1-800-422-4453',
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

/** The reply for `crisis` and `ask`; any other level gets the crisis reply for its categories. */
export function safetyReply(assessment: SafetyAssessment, userName: string | null): string {
  if (assessment.level === 'ask') return askReply(userName);
  return crisisReply(assessment.categories, userName);
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
  paragraphs.push('Are you safe right now?');

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
