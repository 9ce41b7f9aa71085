// The helplines we point to (the chat's "Need help now?" dialog, the journey PDF's last page). One list:
// a number changed here changes everywhere it is shown.

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
}

/** Every line we name, once: the lists below and the chat's safety reply are made from these. */
export const LINES = {
  emergencyUk: { name: 'Emergency services', number: '999', tel: '999' },
  samaritans: { name: 'Samaritans (free, any time)', number: '116 123', tel: '116123' },
  abuseUk: {
    name: 'National Domestic Abuse Helpline (free, 24 hours)',
    number: '0808 2000 247',
    tel: '08082000247',
  },
  childUk: { name: 'NSPCC Helpline', number: '0808 800 5000', tel: '08088005000' },
  emergencyUs: { name: 'Emergency services', number: '911', tel: '911' },
  /** Shout answers texts only: SHOUT to this number (UK). */
  shoutUk: {
    name: 'Shout (text SHOUT, free, 24 hours)',
    number: '85258',
    tel: '85258',
    sms: { only: true, body: 'SHOUT' },
  },
  lifeline: { name: 'Suicide & Crisis Lifeline (call or text)', number: '988', tel: '988', sms: {} },
  abuseUs: { name: 'National Domestic Violence Hotline', number: '1-800-799-7233', tel: '18007997233' },
  /** The hotline also answers texts: START to this number. */
  abuseUsText: {
    name: 'National Domestic Violence Hotline (text START)',
    number: '88788',
    tel: '88788',
    sms: { only: true, body: 'START' },
  },
  childUs: { name: 'Childhelp National Child Abuse Hotline', number: '1-800-422-4453', tel: '18004224453' },
} as const satisfies Record<string, Helpline>;

/** The lines shown wherever help is offered in general (the help dialog, the journey PDF). */
export const HELPLINES: { uk: readonly Helpline[]; us: readonly Helpline[] } = {
  uk: [LINES.emergencyUk, LINES.samaritans, LINES.abuseUk],
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
