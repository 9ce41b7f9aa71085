import { describe, expect, it } from 'vitest';
import { chatRefusals, readRefusals } from './refusals.ts';

describe('reading a refusal', () => {
  it.each([
    "I don't want advice",
    'no advice please, i just need to vent',
    "i don't need fixing i need to vent",
    "I'm not looking for solutions",
    'please just listen',
    'stop telling me what to do',
    "don't try to fix it",
  ])('"%s" turns down advice', (message) => {
    expect(readRefusals(message)).toMatchObject({ advice: true, thatVerse: false });
  });

  it.each([
    "I don't want a verse",
    'please stop with the bible verses',
    'no more verses',
    'enough with the scripture',
    "don't send me any verses",
    'can you keep the verses out of it',
    'stop quoting the bible at me',
  ])('"%s" turns down verses', (message) => {
    expect(readRefusals(message)).toMatchObject({ verses: true, thatVerse: false });
  });

  it.each(['not that verse', 'not that one again', 'i hate that verse', "that verse doesn't help"])(
    '"%s" turns down the verse shown',
    (message) => {
      expect(readRefusals(message)).toMatchObject({ thatVerse: true, verses: false });
    },
  );

  it.each([
    'could I have some advice?',
    'is there a verse about patience?',
    'he never listens to me',
    'I love that verse',
    "we don't fight really",
  ])('"%s" turns nothing down', (message) => {
    expect(readRefusals(message)).toEqual({ advice: false, verses: false, thatVerse: false });
  });
});

describe('the refusals of a chat', () => {
  const acknowledgements = {
    advice: ['No advice from me, then.'],
    verses: ['No verses from me, then.'],
    thatVerse: ['I will leave {reference} out.'],
  };
  const none = () => false;

  it('holds a refusal said earlier in view, and the verse shown last when it was "not that verse"', () => {
    const refused = chatRefusals({
      earlierUserTurns: ['no verses please'],
      message: 'not that one again',
      shown: ['Psalm 34:18', 'Romans 8:28'],
      acknowledgements,
      said: none,
    });
    expect(refused).toEqual({ advice: false, verses: true, refusedVerses: ['Romans 8:28'] });
  });

  it('remembers a refusal no longer in view by the coach having acknowledged it', () => {
    // Sentence keys as the chat keeps them: lower case, words only.
    const keys = new Set(['no advice from me then', 'i will leave psalm 34 18 out']);
    const said = (key: string) => keys.has(key);
    const refused = chatRefusals({
      earlierUserTurns: ['he came home late again'],
      message: 'and then he went to bed',
      shown: ['Psalm 34:18', 'Romans 8:28'],
      acknowledgements,
      said,
    });
    expect(refused.advice).toBe(true);
    expect(refused.verses).toBe(false);
    expect(refused.refusedVerses).toEqual(['Psalm 34:18']);
  });
});
