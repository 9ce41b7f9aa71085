// The coach's understanding measured honestly: models trained on the corpus's training split only, read
// the held-out split they never saw, and the figures are printed. Floors: intent 0.90, topic 0.85.
import { beforeAll, describe, expect, it } from 'vitest';
import { TOPIC_IDS } from '../topic-ids.ts';
import { HELD_OUT_EVERY, loadCorpus, splitCorpus, type LabelledMessage } from './corpus.ts';
import {
  readMessage,
  readMessageWith,
  readTopicInContext,
  trainModels,
  warmUp,
  type Models,
} from './read-message.ts';
import { INTENTS, STATES } from './reading.ts';

const INTENT_FLOOR = 0.9;
const TOPIC_FLOOR = 0.85;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

describe('corpus', () => {
  const corpus = loadCorpus();

  it('has at least 800 labelled messages', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(800);
  });

  it('covers every intent with at least 30 messages', () => {
    for (const intent of INTENTS) {
      expect(corpus.filter((m) => m.intent === intent).length, intent).toBeGreaterThanOrEqual(30);
    }
  });

  it('covers every topic with at least 25 messages', () => {
    for (const topic of TOPIC_IDS) {
      expect(corpus.filter((m) => m.topic === topic).length, topic).toBeGreaterThanOrEqual(25);
    }
  });

  it('uses every state', () => {
    for (const state of STATES)
      expect(
        corpus.some((m) => m.state === state),
        state,
      ).toBe(true);
  });

  it('holds out one message in five of each intent, the same ones every time', () => {
    const { train, heldOut } = splitCorpus(corpus);
    expect(train.length + heldOut.length).toBe(corpus.length);
    for (const intent of INTENTS) {
      const all = corpus.filter((m) => m.intent === intent).length;
      expect(heldOut.filter((m) => m.intent === intent).length).toBe(Math.floor(all / HELD_OUT_EVERY));
    }
    const texts = new Set(heldOut.map((m) => m.text));
    expect(train.some((m) => texts.has(m.text))).toBe(false);
    const reversed = splitCorpus([...corpus].reverse());
    expect(new Set(reversed.heldOut.map((m) => m.text))).toEqual(texts);
  });
});

describe('held-out accuracy', () => {
  let models: Models;
  let heldOut: LabelledMessage[];
  let trainMs = 0;

  beforeAll(() => {
    const split = splitCorpus(loadCorpus());
    heldOut = split.heldOut;
    const started = performance.now();
    models = trainModels(split.train);
    trainMs = performance.now() - started;
  });

  it(`reads intent >= ${INTENT_FLOOR} and topic >= ${TOPIC_FLOOR} on messages it never trained on`, () => {
    const started = performance.now();
    const readings = heldOut.map((m) => ({ m, r: readMessageWith(models, m.text) }));
    const perMessageMs = (performance.now() - started) / heldOut.length;
    const share = (ok: (x: (typeof readings)[number]) => boolean, of = readings) =>
      of.filter(ok).length / of.length;
    const intent = share(({ m, r }) => r.intent === m.intent);
    const topic = share(({ m, r }) => r.topic === m.topic);
    const state = share(({ m, r }) => r.state === m.state);
    const topical = readings.filter(({ m }) => m.topic !== 'general');
    const topicWhereNamed = share(({ m, r }) => r.topic === m.topic, topical);

    const lines = [
      `held-out messages: ${heldOut.length} (trained on ${loadCorpus().length - heldOut.length}, in ${trainMs.toFixed(0)} ms; ${perMessageMs.toFixed(2)} ms per message read)`,
      `intent accuracy ${pct(intent)}   topic accuracy ${pct(topic)} (${pct(topicWhereNamed)} where a topic applies)   state accuracy ${pct(state)}`,
      'per-intent recall:',
      ...INTENTS.map((name) => {
        const of = readings.filter(({ m }) => m.intent === name);
        const misses = of.filter(({ r }) => r.intent !== name).map(({ r }) => r.intent);
        return `  ${name.padEnd(11)} ${pct(share(({ r }) => r.intent === name, of)).padStart(6)} of ${of.length}${misses.length ? `  (missed as ${misses.join(', ')})` : ''}`;
      }),
    ];
    console.info(lines.join('\n'));
    expect(intent).toBeGreaterThanOrEqual(INTENT_FLOOR);
    expect(topic).toBeGreaterThanOrEqual(TOPIC_FLOOR);
  });
});

describe('readMessage (trained on the whole corpus)', () => {
  beforeAll(() => {
    const started = performance.now();
    warmUp();
    console.info(
      `warmUp: the five models trained on ${loadCorpus().length} messages in ${(performance.now() - started).toFixed(0)} ms`,
    );
  });

  // These are in the corpus: the check is that the trained models keep what the corpus teaches.
  it.each([
    [
      'I found porn on his laptop, the kids were asleep and I just sat there staring at it',
      'share',
      'pornography',
    ],
    ["I don't even know if I want to save this marriage", 'share', 'doubts'],
    ['What would I say instead?', 'ask_words', 'general'],
    ['could you write me a short prayer?', 'ask_prayer', 'general'],
    ['how do I bring it up without him getting defensive', 'ask_start', 'general'],
    ['what about Colossians 3:13', 'name_verse', 'general'],
    ['hi again, we tried the Sunday talk', 'return', 'general'],
    ['His name is Mark by the way', 'share', 'general'],
    ['thanks!!', 'thanks', 'general'],
    ['can you give me a lasagne recipe', 'off_topic', 'general'],
    ['are u a bot', 'ask_bot', 'general'],
    ['what do they actually do, will they make me leave him?', 'ask_help', 'general'],
    ['is it my fault?', 'ask_fault', 'general'],
  ] as const)('reads %j as %s about %s', (text, intent, topic) => {
    const reading = readMessage(text);
    expect(reading.intent).toBe(intent);
    expect(reading.topic).toBe(topic);
  });

  it('fills every field', () => {
    const reading = readMessage('We tried the Sunday talk and it went well, he actually listened');
    expect(INTENTS).toContain(reading.intent);
    expect(TOPIC_IDS).toContain(reading.topic);
    expect(STATES).toContain(reading.state);
    expect(reading.intentScore).toBeGreaterThan(0);
    expect(reading.intentScore).toBeLessThanOrEqual(1);
    expect(reading.outcome).toBe('good');
    expect(reading.angry).toBe(false);
  });

  it('does not let a denied feeling drive the state or the anger flag', () => {
    const notFlooded = readMessage('not flooded, just annoyed');
    expect(notFlooded.state).not.toBe('flooded');
    expect(notFlooded.angry).toBe(false);
    expect(readMessage("I'm so angry I can barely type").angry).toBe(true);
  });

  it('hears "we don\'t fight" as no conflict', () => {
    expect(readMessage("We don't fight really, it's more that we don't talk").noConflict).toBe(true);
    expect(readMessage('we had a huge fight last night').noConflict).toBe(false);
  });

  it('leaves outcome empty when the message says nothing about how something went', () => {
    expect(readMessage('is there a verse about patience?').outcome).toBeNull();
  });
});

describe('readTopicInContext', () => {
  beforeAll(() => warmUp());

  it('keeps the subject when a message names none', () => {
    const earlier = [
      'we keep fighting about money, he spends and I save',
      'the credit card bill is huge again',
    ];
    expect(readTopicInContext('yes exactly', earlier).topic).toBe('money');
    expect(readTopicInContext('ok', earlier).topic).toBe('money');
  });

  it('lets a clearly new subject take over', () => {
    const earlier = ['we keep fighting about money, he spends and I save'];
    expect(
      readTopicInContext('and his mother turned up unannounced again and criticised my cooking', earlier)
        .topic,
    ).toBe('in-laws');
  });

  it('is general with nothing before and nothing named', () => {
    expect(readTopicInContext('ok', [])).toEqual({ topic: 'general', score: 0 });
  });
});
