// The helplines we point to (the chat's safety replies and "Need help now?" dialog, the journey PDF's
// last page). One list: a number changed here changes everywhere it is shown.
//
// `checked` is the date each entry was last checked. Every entry below was written on 2026-12-02 and
// checked against the numbers and services the product owner supplied in issue 30 (and the project's
// earlier list): it was NOT checked against the services' own websites, since the machine it was
// written on has no internet. Whoever next has a connection should check each one at its source and
// move its date.

export interface Helpline {
  name: string;
  /** As written for people. */
  number: string;
  /** The digits to dial or text: a tel: link, or an sms: link for a line that answers texts. */
  tel: string;
  /**
   * The line answers texts: `only` when it takes no calls (a short code), `body` the word it asks to be
   * sent. The chat's safety reply makes its sms: links from this.
   */
  sms?: { only?: boolean; body?: string };
  /** Where it answers. */
  where: string;
  /** Who it is for, when not everyone. */
  serves?: string;
  /** When the entry was last checked (see the file's first comment for against what). */
  checked: string;
}

const CHECKED = '2026-12-02';

/** Every line we name, once: the lists below and the chat's safety replies are made from these. */
export const LINES = {
  emergencyUk: {
    name: 'Emergency services',
    number: '999',
    tel: '999',
    where: 'UK (on a silent call, press 55 when asked)',
    checked: CHECKED,
  },
  samaritans: {
    name: 'Samaritans (free, any time)',
    number: '116 123',
    tel: '116123',
    where: 'UK and Ireland',
    checked: CHECKED,
  },
  shout: {
    name: 'Shout (text SHOUT, free, any time)',
    number: '85258',
    tel: '85258',
    sms: { only: true, body: 'SHOUT' },
    where: 'UK',
    checked: CHECKED,
  },
  abuseUk: {
    name: 'National Domestic Abuse Helpline (free, 24 hours)',
    number: '0808 2000 247',
    tel: '08082000247',
    where: 'UK',
    serves: 'women',
    checked: CHECKED,
  },
  mensAdviceLine: {
    name: "Men's Advice Line",
    number: '0808 801 0327',
    tel: '08088010327',
    where: 'UK',
    serves: 'men',
    checked: CHECKED,
  },
  rapeCrisis: {
    name: 'Rape Crisis 24/7 Support Line',
    number: '0808 500 2222',
    tel: '08085002222',
    where: 'England and Wales',
    checked: CHECKED,
  },
  childUk: {
    name: 'NSPCC Helpline',
    number: '0808 800 5000',
    tel: '08088005000',
    where: 'UK',
    checked: CHECKED,
  },
  childline: {
    name: 'Childline',
    number: '0800 1111',
    tel: '08001111',
    where: 'UK',
    serves: 'children and young people',
    checked: CHECKED,
  },
  emergencyUs: { name: 'Emergency services', number: '911', tel: '911', where: 'US', checked: CHECKED },
  lifeline: {
    name: 'Suicide & Crisis Lifeline (call or text)',
    number: '988',
    tel: '988',
    sms: {},
    where: 'US',
    checked: CHECKED,
  },
  abuseUs: {
    name: 'National Domestic Violence Hotline',
    number: '1-800-799-7233',
    tel: '18007997233',
    where: 'US',
    serves: 'everyone',
    checked: CHECKED,
  },
  /** The hotline also answers texts: START to this number. */
  abuseUsText: {
    name: 'National Domestic Violence Hotline (text START)',
    number: '88788',
    tel: '88788',
    sms: { only: true, body: 'START' },
    where: 'US',
    checked: CHECKED,
  },
  rainn: {
    name: 'RAINN National Sexual Assault Hotline',
    number: '1-800-656-4673',
    tel: '18006564673',
    where: 'US',
    checked: CHECKED,
  },
  childUs: {
    name: 'Childhelp National Child Abuse Hotline',
    number: '1-800-422-4453',
    tel: '18004224453',
    where: 'US',
    checked: CHECKED,
  },
} as const satisfies Record<string, Helpline>;

export type LineId = keyof typeof LINES;

/** The lines shown wherever help is offered in general (the help dialog, the journey PDF). */
export const HELPLINES: { uk: readonly Helpline[]; us: readonly Helpline[] } = {
  uk: [LINES.emergencyUk, LINES.samaritans, LINES.abuseUk, LINES.mensAdviceLine],
  us: [LINES.emergencyUs, LINES.lifeline, LINES.abuseUs],
};

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** Finds any of `lines` by its number as written; a short number (999, 988) only as a whole word. */
export function helplinePattern(lines: readonly Helpline[]): RegExp {
  return new RegExp(
    lines
      .map((line) => (/^\d+$/.test(line.number) ? `\\b${line.number}\\b` : escapeForPattern(line.number)))
      .join('|'),
  );
}
