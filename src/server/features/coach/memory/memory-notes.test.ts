import { describe, expect, it } from 'vitest';
import { memoryNotesFor } from './memory-notes.ts';

const base = { topic: 'general' as const, topicScore: 0, extractedName: null, partnerName: null };
const notesOf = (message: string) => memoryNotesFor({ ...base, message });

describe('memory notes', () => {
  it('notes a name, a partner and a clear recurring concern', () => {
    expect(
      memoryNotesFor({
        ...base,
        message: 'x',
        extractedName: 'Sarah',
        partnerName: 'James',
        topic: 'money',
        topicScore: 0.95,
      }),
    ).toEqual([
      { kind: 'name', text: 'Name: Sarah' },
      { kind: 'partner', text: 'Partner: James' },
      { kind: 'concern', text: 'Recurring concern: money arguments' },
    ]);
    expect(memoryNotesFor({ ...base, message: 'x', topic: 'money', topicScore: 0.5 })).toEqual([]);
  });

  it('notes goals and what helped, briefly', () => {
    expect(notesOf('I want us to have calmer Sunday evenings.')).toEqual([
      { kind: 'goal', text: 'Goal: calmer Sunday evenings' },
    ]);
    expect(notesOf('Honestly taking a 20-minute break really helped.')).toEqual([
      { kind: 'helped', text: 'What helped: taking a 20-minute break' },
    ]);
    expect(notesOf('What helped was praying together before bed, but only once.')).toEqual([
      { kind: 'helped', text: 'What helped: praying together before bed' },
    ]);
  });

  it.each([
    ['I want us to stop fighting', 'Goal: stop fighting'],
    ['I wish we could laugh together again.', 'Goal: laugh together again'],
    ['Honestly I just want us to be happy.', 'Goal: be happy'],
    ['Even though it is hard, I want us to pray together', 'Goal: pray together'],
    ['I really want to rebuild trust with him', 'Goal: rebuild trust with him'],
    ["I want to save this marriage but I don't know if he does", 'Goal: save this marriage'],
  ])('keeps the wish in %j as a goal', (message, text) => {
    expect(notesOf(message)).toEqual([{ kind: 'goal', text }]);
  });

  it.each([
    ["I don't want us to fight anymore", 'Goal: stop fighting'],
    ['I don\u2019t want to argue in front of the kids any more', 'Goal: stop arguing in front of the kids'],
    ['We do not want to keep shouting all the time.', 'Goal: stop shouting'],
  ])('reads the clear wish for something to stop in %j', (message, text) => {
    expect(notesOf(message)).toEqual([{ kind: 'goal', text }]);
  });

  it.each([
    "I don't think I want to save this anymore",
    'Do I want to save this marriage?',
    'If I want to stay, I have to change',
    "I'm not sure I want us to be together",
    'I wonder whether I want to fix this',
    "I don't want to argue with you about this",
    'Why would I want to forgive him?',
    'I used to want us to have kids',
    "I don't want us to go to bed angry",
    "I'm not even sure I want to fix this marriage",
  ])('makes no goal of the doubt, question or negation in %j', (message) => {
    expect(notesOf(message).filter((note) => note.kind === 'goal')).toEqual([]);
  });

  it('notes "I don\'t even know if I want to save this marriage" as a worry, never a goal', () => {
    expect(notesOf("I don't even know if I want to save this marriage")).toEqual([
      { kind: 'concern', text: "Concern: unsure about the marriage's future" },
    ]);
    expect(notesOf('Not sure I want to stay in this relationship.')).toEqual([
      { kind: 'concern', text: "Concern: unsure about the relationship's future" },
    ]);
  });

  it('never keeps a "goal" about harm or leaving', () => {
    expect(notesOf('I want to scream at him.')).toEqual([]);
    expect(notesOf('I want us to divorce.')).toEqual([]);
  });

  it.each([
    ["I'm going to talk to him on Sunday after church", 'Plan: talk to him on Sunday after church'],
    ['Thinking I\u2019ll ask her out for coffee on Friday', 'Plan: ask her out for coffee on Friday'],
    ["I'm thinking I'll write him a letter", 'Plan: write him a letter'],
    ['I will pray about it tonight', 'Plan: pray about it tonight'],
    ["We're going to try a date night next week", 'Plan: try a date night next week'],
    [
      "I'm planning to suggest a walk after dinner, because he likes walks",
      'Plan: suggest a walk after dinner',
    ],
    ['OK. I am going to apologise first this time.', 'Plan: apologise first this time'],
  ])('notes the plan in %j', (message, text) => {
    expect(notesOf(message)).toEqual([{ kind: 'plan', text }]);
  });

  it.each([
    "I'm going to lose it",
    "I'm going to leave him",
    "I'll try that",
    "I'm not going to talk to him",
    'If I am going to talk to him, what should I say?',
    'Should I talk to him on Sunday?',
    "I was going to talk to him but I didn't",
    "I'll never forgive him",
    "We'll see how it goes",
    "I don't know if I'll talk to him",
    'Am I going to talk to him tonight?',
  ])('notes no plan in %j', (message) => {
    expect(notesOf(message).filter((note) => note.kind === 'plan')).toEqual([]);
  });

  it('keeps a plan whole, with when and where, and never replaces it with a detail that points back', () => {
    expect(notesOf("ok so we'll talk on Sunday over tea for twenty minutes")).toEqual([
      { kind: 'plan', text: 'Plan: talk on Sunday over tea for twenty minutes' },
    ]);
    expect(notesOf("we're going to sit down on Sunday over tea and talk for twenty minutes")).toEqual([
      { kind: 'plan', text: 'Plan: sit down on Sunday over tea and talk for twenty minutes' },
    ]);
    expect(notesOf("Sunday over tea, we'll talk for twenty minutes")).toEqual([
      { kind: 'plan', text: 'Plan: talk for twenty minutes on Sunday over tea' },
    ]);
    expect(notesOf("yes I'll try that for twenty minutes")).toEqual([]);
  });
});
