import { readFileSync } from 'node:fs';
import { sentenceKey } from '#server/lib/sentences.ts';
import { describe, expect, it } from 'vitest';
import { bankParts, replyBank, variantsFor, type ReplyBank } from './reply-bank.ts';
import { createScripture } from '../scripture/scripture.ts';
import { TOPIC_IDS } from '../topic-ids.ts';

// The shape of every part is checked by the schema when the bank loads; these tests check what a schema
// cannot: that the parts can be filled, read well in any order and never say what the coach must not.

const bank: ReplyBank = replyBank();
const parts = bankParts(bank);
const TOPICS = TOPIC_IDS.filter((t) => t !== 'general');

const KNOWN_PLACEHOLDERS = new Set([
  '{, name}',
  '{name, }',
  '{Name, }',
  '{partner}',
  '{Partner}',
  '{myPartner}',
  '{MyPartner}',
  '{they}',
  '{them}',
  '{their}',
  '{They}',
  '{Their}',
  '{topic}',
  '{plan}',
  '{reference}',
  // The composer puts the quoted words in place of {words} in an intro (or after an intro without it).
  '{words}',
]);

/** Sentences of a part; a quoted question ("...?”) ends its sentence too. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?][\u201d"]?)\s+(?=[\p{Lu}{\u201c])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every string in a slot of the bank. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const lower = (s: string) => s.toLowerCase().replace(/[\u2018\u2019]/g, "'");

/** Placeholders filled with one set of values, to read a part as the person would. */
function filled(text: string): string {
  return text
    .replaceAll('{, name}', ', Sam')
    .replaceAll('{name, }', 'Sam, ')
    .replaceAll('{Name, }', 'Sam, ')
    .replaceAll('{partner}', 'your husband')
    .replaceAll('{Partner}', 'Your husband')
    .replaceAll('{myPartner}', 'my husband')
    .replaceAll('{MyPartner}', 'My husband')
    .replaceAll('{they}', 'he')
    .replaceAll('{They}', 'He')
    .replaceAll('{them}', 'him')
    .replaceAll('{their}', 'his')
    .replaceAll('{Their}', 'His')
    .replaceAll('{topic}', 'money')
    .replaceAll('{plan}', 'talk after church on Sunday')
    .replaceAll('{reference}', 'Colossians 3:13')
    .replaceAll('{words}', '\u201cCould we talk tonight?\u201d');
}

describe('the reply bank', () => {
  it('has at least 400 reply parts', () => {
    // The count is part of the report the test gives, so it is printed on purpose.
    console.info(`reply bank: ${parts.length} parts`);
    expect(parts.length).toBeGreaterThanOrEqual(400);
  });

  it('uses only the placeholders the composer fills, in the right case for their place', () => {
    for (const part of parts) {
      for (const [placeholder] of part.matchAll(/\{[^}]*\}/g)) {
        expect(KNOWN_PLACEHOLDERS.has(placeholder), `${placeholder} in: ${part}`).toBe(true);
      }
      // A capitalised placeholder starts a sentence; a lower-case one never does.
      for (const m of part.matchAll(/\{(Partner|They|Their|Name, )\}/g)) {
        const before = part.slice(0, m.index).trimEnd();
        expect(before === '' || /[.!?:;\u201c]$/.test(before), `${m[0]} mid-sentence in: ${part}`).toBe(true);
      }
      for (const m of part.matchAll(/\{(partner|they|them|their)\}/g)) {
        const before = part.slice(0, m.index).trimEnd();
        expect(before !== '' && !/[.!?]$/.test(before), `${m[0]} starts a sentence in: ${part}`).toBe(true);
      }
    }
  });

  it('only uses {plan}, {reference} and {words} where the composer has them', () => {
    const { withPlan, questionsWithPlan } = bank.answers.return;
    const planSlots = new Set([...withPlan, ...questionsWithPlan]);
    const { name_verse } = bank.answers;
    const referenceSlots = new Set([
      ...name_verse.lead,
      ...name_verse.after,
      ...name_verse.questions,
      ...bank.reflect.refused.thatVerse,
    ]);
    for (const part of parts) {
      if (part.includes('{plan}')) expect(planSlots.has(part), part).toBe(true);
      if (part.includes('{reference}')) expect(referenceSlots.has(part), part).toBe(true);
      if (part.includes('{words}')) expect(bank.steps.speak.intros.includes(part), part).toBe(true);
    }
    for (const line of withPlan) expect(line).toContain('{plan}');
    for (const line of name_verse.lead) expect(line).toContain('{reference}');
  });

  it('never pairs the partner pronouns with a verb that only fits "they"', () => {
    // The bank writes for "he" or "she" and the composer adjusts the verb for "they"; "{they} are" would
    // read "he are", so the pronoun is followed by a singular verb, a modal or a past tense.
    const plural =
      /\{[Tt]hey\}(?:'(?:re|ve)| (?:are|aren't|were|weren't|have|haven't|do|don't|seem|feel|want|need|say)\b)/;
    for (const part of parts) expect(part, part).not.toMatch(plural);
  });

  it('never says the same sentence twice', () => {
    const seen = new Map<string, string>();
    for (const part of parts) {
      for (const sentence of sentences(part)) {
        // Sentences under four words ("Amen.", "No, Sarah.") are too short to count as repeating
        // anything, as in the chat's own check (src/server/lib/sentences.ts).
        const key = sentenceKey(sentence);
        if (!key) continue;
        expect(seen.get(key), `"${sentence}" appears twice`).toBeUndefined();
        seen.set(key, part);
      }
    }
  });

  it('never opens by quoting the person or reflecting by template', () => {
    for (const part of parts) {
      expect(part, part).not.toMatch(/^[\u201c"'\u2018]/);
      expect(part, part).not.toMatch(/^(you said|you wrote|you mentioned|when you say|i hear you say)/i);
      expect(part, part).not.toMatch(/\{quote/);
    }
  });

  it('starts parts so they read well after any reflection', () => {
    for (const part of parts) expect(part, part).not.toMatch(/^(And|So|But|Also)\b/);
    // Stock openers wear thin quickly.
    for (const opener of ['It sounds like', 'That sounds', 'Thank you']) {
      const count = parts.filter((p) => p.startsWith(opener)).length;
      expect(count, `parts opening "${opener}"`).toBeLessThanOrEqual(5);
    }
  });

  it('mentions "twenty minutes" at most twice', () => {
    const count = parts.filter((p) => /twenty minutes/i.test(p)).length;
    expect(count).toBeLessThanOrEqual(2);
  });

  it('uses British spelling in the coach’s words', () => {
    const american =
      /\b(realiz\w*|apologiz\w*|recogniz\w*|color\w*|favor\w*|behavior\w*|honor\w*|center|neighbor\w*|counseling|counselor\w*|mom|practicing)\b/i;
    for (const part of parts) expect(part, part).not.toMatch(american);
  });

  it('never quotes scripture: the verse card shows it', () => {
    // Six words in a row from a verse the coach shows would be quoting it.
    const raw = JSON.parse(
      readFileSync(new URL('../../../../../content/coach/scripture-topics.json', import.meta.url), 'utf8'),
    ) as Record<string, string[]>;
    const often = ['James 1:19-20', 'Proverbs 15:1', 'Ephesians 4:26', 'Ephesians 4:29', 'Ephesians 5:22'];
    const alsoOften = ['1 Corinthians 13:4-7', 'Romans 12:18', 'Psalm 34:18', 'Isaiah 41:10', 'Malachi 2:16'];
    const more = [
      'Lamentations 3:22-23',
      'Matthew 11:28',
      'Colossians 3:13',
      'Matthew 18:21-22',
      'Genesis 2:24',
    ];
    const references = new Set([...Object.values(raw).flat(), ...often, ...alsoOften, ...more]);
    const scripture = createScripture();
    const words = (s: string) => lower(s).match(/[a-z']+/g) ?? [];
    const shingles = new Set<string>();
    for (const reference of references) {
      const verse = scripture.lookup(reference);
      expect(verse, reference).not.toBeNull();
      const w = words(verse!.text);
      for (let i = 0; i + 6 <= w.length; i++) shingles.add(w.slice(i, i + 6).join(' '));
    }
    expect(shingles.size).toBeGreaterThan(500);
    for (const part of parts) {
      const w = words(part);
      for (let i = 0; i + 6 <= w.length; i++) {
        expect(shingles.has(w.slice(i, i + 6).join(' ')), `quotes scripture: ${part}`).toBe(false);
      }
      // A reference is named only where the card is, in the answer about Malachi 2:16, or in the answer
      // to "our pastor said to submit more" (Ephesians 5:21, which opens the passage on submission).
      const named = part.match(/\b\d+:\d+/g) ?? [];
      for (const ref of named)
        expect(
          (ref === '2:16' && part.includes('Malachi')) || (ref === '5:21' && part.includes('Ephesians 5:21')),
          part,
        ).toBe(true);
    }
  });

  it('has topic-specific variants for every topic', () => {
    const { recognize, realign, speak } = bank.steps;
    const { ask_words, ask_start, ask_prayer } = bank.answers;
    for (const topic of TOPICS) {
      expect(recognize.body.topics[topic]?.length ?? 0, `recognize.body ${topic}`).toBeGreaterThanOrEqual(2);
      expect(recognize.questions.topics[topic]?.length ?? 0, `recognize.q ${topic}`).toBeGreaterThanOrEqual(
        2,
      );
      expect(realign.body.topics[topic]?.length ?? 0, `realign.body ${topic}`).toBeGreaterThanOrEqual(2);
      expect(realign.questions.topics[topic]?.length ?? 0, `realign.q ${topic}`).toBeGreaterThanOrEqual(2);
      expect(speak.words.topics[topic]?.length ?? 0, `speak.words ${topic}`).toBeGreaterThanOrEqual(3);
      expect(ask_words.words.topics[topic]?.length ?? 0, `ask_words ${topic}`).toBeGreaterThanOrEqual(3);
      expect(ask_start.openers.topics[topic]?.length ?? 0, `openers ${topic}`).toBeGreaterThanOrEqual(2);
      expect(ask_prayer.prayers.topics[topic]?.length ?? 0, `prayer ${topic}`).toBeGreaterThanOrEqual(1);
      expect(bank.reflect.topics[topic]?.length ?? 0, `reflect ${topic}`).toBeGreaterThanOrEqual(2);
      // The topic's own variants come first.
      expect(variantsFor(recognize.body, topic)[0]).toBe(recognize.body.topics[topic]![0]);
    }
  });

  it('offers words to say that are gentle and concrete', () => {
    const { speak } = bank.steps;
    const { ask_words, ask_start } = bank.answers;
    const spoken = stringsIn([speak.words, ask_words.words, ask_start.openers]);
    for (const words of spoken) {
      // Spoken to the partner: no placeholders, no blame words, no verdicts on character.
      expect(words, words).not.toMatch(/\{/);
      expect(words, words).not.toMatch(/\byou (always|never)\b|\b(selfish|lazy|useless|pathetic)\b/i);
    }
    for (const words of stringsIn(speak.words)) {
      expect(words, `speaks in the first person: ${words}`).toMatch(/\b(I|I'm|I'd|I've|me|my|us|we)\b/);
    }
  });

  it('writes whole prayers of three to five sentences', () => {
    const { prayers } = bank.answers.ask_prayer;
    for (const prayer of stringsIn(prayers)) {
      const count = sentences(prayer).filter((sentence) => sentence !== 'Amen.').length;
      expect(count, prayer).toBeGreaterThanOrEqual(3);
      expect(count, prayer).toBeLessThanOrEqual(5);
      expect(prayer, prayer).toMatch(/^(Lord|Father|God|Faithful God)\b[^.!?]{0,40}[,.]/);
      // A prayer speaks to God, not about God.
      expect(prayer, prayer).toMatch(/\b(you|your)\b/);
    }
  });

  it('keeps the pause for someone flooded: breathing, a break with a return, a short prayer', () => {
    const pause = bank.steps.pause.body.join(' ');
    expect(pause).toMatch(/breath/i);
    expect(pause).toMatch(/come back|return|pick it up again/i);
    expect(pause).toMatch(/pray/i);
  });

  it('says plainly what the coach is, and keeps thanks free of verses and homework', () => {
    const bot = bank.answers.ask_bot.body;
    expect(bot.filter((b) => /\bAI\b/.test(b)).length).toBe(bot.length);
    expect(bot.join(' ')).toMatch(/counsell/);
    expect(bot.join(' ')).toMatch(/pastor/);
    for (const line of [...bank.answers.thanks.body, ...bank.answers.thanks.closing]) {
      expect(line, line).not.toMatch(/\d+:\d+|\bverse\b|\btry\b|\bthis week,? (you|could)\b/i);
    }
  });

  it('answers a direct question in its first sentence', () => {
    const { ask_fault, off_topic, return: back } = bank.answers;
    for (const line of ask_fault.lead.any)
      expect(line, line).toMatch(/isn't yours to carry|not something you caused|not to blame/);
    // Where someone else's choice is the cause, the answer opens with a plain "No".
    for (const line of Object.values(ask_fault.lead.topics).flat()) expect(line, line).toMatch(/^No\b/);
    for (const line of off_topic.body) {
      expect(sentences(line)[0], line).toMatch(/can't|isn't something I|not the right|outside what I/);
    }
    for (const line of back.welcome)
      expect(line, line).toMatch(/^(Welcome back|Hello again|Good to have you back)/);
    for (const line of back.withPlan) expect(line, line).toMatch(/\{plan\}/);
  });

  it('gives a light check-in for jokes, not a crisis reply', () => {
    for (const line of bank.light.checkIn) {
      expect(line, line).not.toMatch(/\d{3}|helpline|crisis|emergency|police/i);
      expect(line, line).toMatch(/safe|more than|heavier|stop being a joke/i);
    }
  });
});

describe('careful mode', () => {
  const careful = bank.careful;
  const all = stringsIn(careful);

  it('tells someone who must hide the chat every way out: the quick exit, the history and a safer device', () => {
    for (const line of careful.answers.privacy) {
      expect(line, line).toMatch(/Quick exit|Escape/);
      expect(line, line).toMatch(/history/);
      expect(line, line).toMatch(/device|phone|computer/);
    }
  });

  it('never coaches to reconcile, forgive, submit, stay, confront or try harder', () => {
    const forbidden =
      /forgiv|reconcil|submi(t|ssion)|try harder|work harder|pray harder|couples? counsel|confront|just leave|stay with|stay in the|save (the|your) marriage|work (it|things) out/i;
    expect(all.length).toBeGreaterThanOrEqual(30);
    // The answer to "our pastor said to submit more" names submission to say what it never means.
    const aboutSubmission = new Set(careful.answers['pastor-submit']);
    for (const part of all) if (!aboutSubmission.has(part)) expect(part, part).not.toMatch(forbidden);
  });

  it('answers "our pastor said to submit more" from scripture: mutual, never accepting harm, another pastor', () => {
    for (const line of careful.answers['pastor-submit']) {
      expect(line, line).toContain('Ephesians 5:21');
      expect(line, line).toMatch(/never (asks anyone to accept|means putting up with|to harm)|never by fear/);
      expect(line, line).toMatch(/another pastor you trust|another trusted person/);
      expect(line, line).not.toMatch(/forgiv|reconcil|try harder|stay with/i);
    }
  });

  it('answers what to say on the phone, what to do if he kicks off, and whether they will make you leave', () => {
    const { answers } = careful;
    for (const line of answers['what-to-say'])
      expect(line, line).toContain("I'm not safe at home and I don't know what to do");
    for (const line of answers['safety-plan']) {
      expect(line, line).toMatch(/room with a (way|door) out/);
      expect(line, line).toMatch(/kitchen/);
      expect(line, line).toMatch(/charged/);
      expect(line, line).toMatch(/neighbour/);
      expect(line, line).toMatch(/999/);
    }
    for (const line of answers['make-me-leave'])
      expect(line, line).toMatch(/^No\b|won't make you leave|commit you/);
    for (const line of answers['make-me-leave'])
      expect(line, line).toMatch(/decisions? (stay|are) yours|up to you/);
    for (const line of answers.privacy) {
      expect(line, line).toMatch(/account/);
      expect(line, line).toMatch(/delet/);
      expect(line, line).toMatch(/sign(ing)? out/);
    }
  });

  it('answers the safety questions the way specialist services advise', () => {
    const { answers } = careful;
    expect(answers.helpline.join(' ')).toMatch(/confidential/);
    expect(answers.helpline.join(' ')).toMatch(/decisions stay yours|without telling you what you must do/);
    expect(answers.helpline.join(' ')).toMatch(/will not make you do anything|won't report you/);
    expect(answers.fault[0]).toMatch(/^No\b.*not your fault/);
    // Each variant can stand alone as the answer, so each says the whole of it.
    for (const line of answers.fault)
      expect(sentences(line)[0], line).toMatch(/^No\b|not your fault|isn't your fault/);
    for (const line of answers.helpline) {
      expect(line, line).toMatch(/listen|think through|safety plan|without judging/);
      expect(line, line).toMatch(
        /decisions (stay|are) yours|up to you|won't make you|will not make you|own pace/,
      );
    }
    for (const line of answers.privacy) {
      const ways = [/Quick exit|Escape/, /history|private window/, /device|phone|computer/].filter((re) =>
        re.test(line),
      );
      expect(ways.length, line).toBeGreaterThanOrEqual(2);
    }
    const privacy = answers.privacy.join(' ');
    expect(privacy).toContain('\u201cQuick exit\u201d');
    expect(privacy).toMatch(/Escape twice/);
    expect(privacy).toMatch(/history/);
    expect(privacy).toMatch(/library|friend's phone/);
    const pressure = answers['scripture-pressure'].join(' ');
    expect(pressure).toContain('Malachi 2:16');
    expect(pressure).toMatch(/oppressed/);
    expect(pressure).toMatch(/pastor who understands abuse/);
    expect(answers.leave.join(' ')).toMatch(/your decision|decision for you/);
    expect(answers.police.join(' ')).toMatch(/999/);
    expect(answers.police.join(' ')).toMatch(/911/);
  });

  it('points to help in every help line', () => {
    for (const line of careful.help) {
      expect(line, line).toMatch(
        /\u201cNeed help now\?\u201d|999|911|116 123|988|0808 2000 247|1-800-799-7233/,
      );
    }
    const help = careful.help.join(' ');
    for (const number of ['999', '911', '0808 2000 247', '1-800-799-7233', '116 123', '988']) {
      expect(help).toContain(number);
    }
  });

  it('welcomes a returning person without naming what they disclosed', () => {
    for (const line of careful.returning) {
      expect(line, line).not.toMatch(/abus|hurt|harm|violen|danger|disclos|told me|last time|suicid/i);
    }
  });
});

describe('a composed reply', () => {
  it('leaves no placeholder behind once filled', () => {
    for (const part of parts) expect(filled(part), part).not.toMatch(/[{}]/);
  });

  it('reads as plain text with one question at the end', () => {
    // Someone calm asks what to say about money: a lead, the words, a note on them, one question.
    const { ask_words } = bank.answers;
    const words = variantsFor(ask_words.words, 'money')[0]!;
    const reply = filled(
      [ask_words.lead[0], `\u201c${words}\u201d`, ask_words.after[0], ask_words.questions[0]].join(' '),
    );
    expect(reply).not.toMatch(/[{}]/);
    const outsideQuotes = reply.replace(/\u201c[^\u201d]*\u201d/g, '');
    expect(outsideQuotes.match(/\?/g)?.length).toBe(1);
    expect(outsideQuotes.trimEnd().endsWith('?')).toBe(true);
  });
});
