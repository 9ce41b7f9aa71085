import { describe, expect, it } from 'vitest';
import { safetyQuestion, type SafetyQuestion } from './safety-questions.ts';

/** Labelled safety questions, written as people ask them in careful mode (null: not a safety question). */
const LABELLED: [string, SafetyQuestion | null][] = [
  // What a helpline does, and whether it tells anyone.
  ['what do they actually do', 'helpline'],
  ['will they make me leave him?', 'make-me-leave'],
  ['would the helpline force me to leave', 'make-me-leave'],
  ['do they make you leave your husband?', 'make-me-leave'],
  ['What happens if I call?', 'helpline'],
  ['is it confidential', 'helpline'],
  ['will they tell him i called', 'helpline'],
  ['Do I have to give my name?', 'helpline'],
  ['if i ring the helpline will they call social services', 'helpline'],
  ['will they take my kids away', 'helpline'],
  ["what do i even say when i ring, i'll just cry", 'what-to-say'],
  ['what would I even say if I rang?', 'what-to-say'],
  ['I wouldnt know what to say if i called them', 'what-to-say'],
  ['what do I tell them when they answer', 'what-to-say'],
  // What to do if he kicks off: a short safety plan.
  ['what do I do if he kicks off?', 'safety-plan'],
  ['what should i do if he starts again tonight', 'safety-plan'],
  ['what if he loses it again when he gets home', 'safety-plan'],
  ['how do i stay safe when he gets angry like that', 'safety-plan'],
  // A pastor or church telling them to submit.
  ['Our pastor said to submit more', 'pastor-submit'],
  ['my pastor told me i need to be more submissive', 'pastor-submit'],
  ['the elders said a godly wife submits to her husband', 'pastor-submit'],
  ['can i text instead? i cant talk with him in the house', 'helpline'],
  ["I don't want to waste their time, it's not that bad", 'helpline'],
  ['is the samaritans number free from a mobile?', 'helpline'],
  ['who would i be talking to', 'helpline'],
  ['are calls anonymous?', 'helpline'],
  // Fault.
  ['is it my fault', 'fault'],
  ['maybe I provoked him', 'fault'],
  ['I deserved it', 'fault'],
  ['if I was a better wife he wouldnt get so angry', 'fault'],
  ['I shouldnt have answered back', 'fault'],
  ['he says its all my fault', 'fault'],
  ['I brought this on myself really', 'fault'],
  ['am i overreacting?', 'fault'],
  ['he only gets angry because i nag him', 'fault'],
  ['I make him lose his temper', 'fault'],
  ['i keep blaming myself', 'fault'],
  // Privacy.
  ['I need to delete this chat before he sees it', 'privacy'],
  ['he checks my phone, can he see this', 'privacy'],
  ['how do I hide this', 'privacy'],
  ['how do i clear history', 'privacy'],
  ['will he be able to read what i wrote here?', 'privacy'],
  ['is this app private?', 'privacy'],
  ['what if he finds this', 'privacy'],
  ['does this show up on my bank statement', 'privacy'],
  ['should I use incognito', 'privacy'],
  ['delete my account please, now', 'privacy'],
  ['can my husband see my browsing history', 'privacy'],
  // Scripture used as pressure.
  ['he says a godly wife submits', 'scripture-pressure'],
  ['God hates divorce', 'scripture-pressure'],
  ['the church says I must forgive him', 'scripture-pressure'],
  ['we are told to forgive 70 times 7', 'scripture-pressure'],
  ['I made a vow', 'scripture-pressure'],
  ['for better or worse, right?', 'scripture-pressure'],
  ['my pastor told me to pray more and stay', 'scripture-pressure'],
  ["isn't it a sin to divorce?", 'scripture-pressure'],
  ['the bible says wives submit to your husbands', 'scripture-pressure'],
  ['he says hes the head of the household and i have to obey', 'scripture-pressure'],
  ['what God has joined together let no one separate', 'scripture-pressure'],
  ['love keeps no record of wrongs so i should let it go?', 'scripture-pressure'],
  // Leaving.
  ['should I leave', 'leave'],
  ["I can't leave", 'leave'],
  ['where would I go', 'leave'],
  ['i have nowhere to go', 'leave'],
  ['how do i leave without him knowing', 'leave'],
  ["I'm scared to leave", 'leave'],
  ["we can't afford to leave, the house is in his name", 'leave'],
  ['should i stay for the kids', 'leave'],
  ['is it wrong to leave him?', 'leave'],
  ['what if I leave and he follows me?', 'leave'],
  // The police.
  ['should I call the police', 'police'],
  ['will he get arrested', 'police'],
  ['can I report him without him knowing', 'police'],
  ['how do I get a non-molestation order', 'police'],
  ['will the police even believe me', 'police'],
  ['i dont want to press charges, i just want it to stop', 'police'],
  ['what happens if i call 999 and he hears', 'police'],
  ['do the cops need evidence?', 'police'],
  // Held-out questions from a blind probe.
  ['if i ring them do they call the police?', 'helpline'],
  ['does the helpline cost money?', 'helpline'],
  ['was it my fault for shouting first?', 'fault'],
  ['he says i made him do it', 'fault'],
  ["how do i make sure he can't see i was on this site", 'privacy'],
  ["can you delete everything i've said", 'privacy'],
  ['our pastor says divorce is never allowed', 'scripture-pressure'],
  ["doesn't the bible say a wife must submit?", 'scripture-pressure'],
  ["should i go to my mum's with the kids?", 'leave'],
  ["i don't know how to leave", 'leave'],
  ['would they arrest him if i called?', 'police'],
  ['can the police make him leave the house?', 'police'],
  ['how was your day?', null],
  ['what should we do for date night', null],
  // Not safety questions (look-alikes).
  ['How do we stop arguing about chores?', null],
  ['What should I cook for our anniversary?', null],
  ['can you give me a verse about patience', null],
  ['He never listens to me when I talk about work.', null],
  ['what do you think I should say to him tonight?', null],
  ['we went to church together on sunday and it was nice', null],
  ['I deleted my instagram for lent', null],
  ['My friend is a police officer and works nights.', null],
  ['How do I tell him I need more help with the baby?', null],
  ['thank you, that helped', null],
  ['he forgot to call me back again', null],
  ['I hid his present in the loft', null],
  ['we want to renew our wedding anniversary plans', null],
  ['what does it mean to really listen?', null],
];

describe('the safety question detector', () => {
  it('has a labelled set of at least 60 safety questions and look-alikes', () => {
    expect(LABELLED.filter(([, kind]) => kind !== null).length).toBeGreaterThanOrEqual(60);
    expect(LABELLED.filter(([, kind]) => kind === null).length).toBeGreaterThanOrEqual(10);
    const kinds = new Set(LABELLED.map(([, kind]) => kind));
    expect(kinds.size).toBe(11);
  });

  it('names the question asked (at least 95% of the labelled set, no look-alike taken for one)', () => {
    const wrong = LABELLED.filter(([message, kind]) => safetyQuestion(message) !== kind).map(
      ([message, kind]) => ({ message, expected: kind, got: safetyQuestion(message) }),
    );
    console.info(
      `safety questions: ${LABELLED.length - wrong.length} of ${LABELLED.length} right`,
      wrong.length ? wrong : '',
    );
    expect(wrong.length / LABELLED.length).toBeLessThanOrEqual(0.05);
    expect(wrong.filter(({ expected }) => expected === null)).toEqual([]);
  });

  it('reads the more specific question first', () => {
    expect(safetyQuestion('What happens if I call the police?')).toBe('police');
    expect(safetyQuestion('Will they make me leave him?')).toBe('make-me-leave');
    expect(safetyQuestion('Our pastor said to submit more')).toBe('pastor-submit');
    expect(safetyQuestion('Is it a sin to leave him?')).toBe('scripture-pressure');
  });
});
