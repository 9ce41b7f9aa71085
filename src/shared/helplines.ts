// The helplines we point to (the chat's "Need help now?" dialog, the journey PDF's last page). One list:
// a number changed here changes everywhere it is shown.

export interface Helpline {
  name: string;
  /** As written for people. */
  number: string;
  /** For a tel: link. */
  tel: string;
}

export const HELPLINES: { uk: readonly Helpline[]; us: readonly Helpline[] } = {
  uk: [
    { name: 'Emergency services', number: '999', tel: '999' },
    { name: 'Samaritans (free, any time)', number: '116 123', tel: '116123' },
    {
      name: 'National Domestic Abuse Helpline (free, 24 hours)',
      number: '0808 2000 247',
      tel: '08082000247',
    },
  ],
  us: [
    { name: 'Emergency services', number: '911', tel: '911' },
    { name: 'Suicide & Crisis Lifeline (call or text)', number: '988', tel: '988' },
    { name: 'National Domestic Violence Hotline', number: '1-800-799-7233', tel: '18007997233' },
  ],
};
