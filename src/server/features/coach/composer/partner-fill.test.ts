import { describe, expect, it } from 'vitest';
import { partnerDetailsFrom, partnerFill, partnerFromNote, partnerNoteText } from './partner-fill.ts';

describe('how the coach refers to the partner', () => {
  it('names a named partner, and says "my" in a prayer where it would say "your"', () => {
    expect(partnerFill(partnerDetailsFrom(['my husband Dan never listens'], null))).toEqual({
      partner: 'Dan',
      myPartner: 'Dan',
      role: 'husband',
    });
    expect(partnerFill(partnerDetailsFrom(['my wife says I never listen'], null))).toEqual({
      partner: 'your wife',
      myPartner: 'my wife',
      role: 'wife',
    });
    expect(partnerFill(partnerDetailsFrom(['we keep fighting'], null))).toEqual({
      partner: 'your partner',
      myPartner: 'my partner',
      role: null,
    });
  });

  it('keeps a known husband a husband when the person later says "my partner"', () => {
    const details = partnerDetailsFrom(['my husband Dan works late', 'my partner never helps'], null);
    expect(details).toEqual({ name: 'Dan', role: 'husband' });
  });

  it('keeps the role beside the name in the note, and reads it back in a later chat', () => {
    expect(partnerNoteText({ name: 'Dan', role: 'husband' })).toBe('Dan (husband)');
    expect(partnerNoteText({ name: 'Sam', role: 'partner' })).toBe('Sam');
    expect(partnerFromNote('Dan (husband)')).toEqual({ name: 'Dan', role: 'husband' });
    expect(partnerDetailsFrom(['Dan still won’t talk about it'], 'Dan (husband)').role).toBe('husband');
  });

  it('reads a named partner’s gender from the person’s own pronouns, only when they clearly lean one way', () => {
    expect(partnerDetailsFrom(['Dan goes quiet. he just walks off and he sulks'], 'Dan').role).toBe(
      'husband',
    );
    expect(partnerDetailsFrom(['Sam said she would call, but she never does'], 'Sam').role).toBe('wife');
    expect(partnerDetailsFrom(['Sam and her mum... he says she is fine'], 'Sam').role).toBeNull();
  });
});
