import { describe, expect, it } from 'vitest';
import { memoryNotesFor } from './memory-notes.ts';
import { extractName, extractPartner, partnerReference } from './user-details.ts';

describe('the user name', () => {
  it.each([
    ["I'm Sarah", 'Sarah'],
    ["Hi, I'm Sarah and my husband never listens", 'Sarah'],
    ['my name is sarah', 'Sarah'],
    ["My name's Grace.", 'Grace'],
    ['Call me Ruth.', 'Ruth'],
    ['You can call me jo', 'Jo'],
    ['I am Miriam, by the way', 'Miriam'],
    ['This is Anna.', 'Anna'],
  ])('finds the name in %j', (message, name) => {
    expect(extractName(message)).toBe(name);
  });

  it.each([
    "I'm tired",
    "I'm so tired of this",
    "I'm Tired",
    'im exhausted',
    "I'm married to James",
    "I'm not sure what to do",
    "I'm Hurting",
    "he won't call me back",
    "don't call me crazy",
    'This is Hard.',
    'i am done',
    "I'm a Christian",
  ])('finds no name in %j', (message) => {
    expect(extractName(message)).toBeNull();
  });
});

describe('the partner', () => {
  it.each([
    ['my husband James never listens', { name: 'James', role: 'husband' }],
    ['my wife, Anna, says I nag', { name: 'Anna', role: 'wife' }],
    ["My husband's name is james", { name: 'James', role: 'husband' }],
    ['my partner (Sam) and I', { name: 'Sam', role: 'partner' }],
    ['my husband never listens', { name: null, role: 'husband' }],
    ['my husband is never home', { name: null, role: 'husband' }],
    ['we fight a lot', { name: null, role: null }],
  ])('reads %j', (message, expected) => {
    expect(extractPartner(message)).toEqual(expected);
  });

  it('refers to the partner by name, role, or "your partner"', () => {
    expect(partnerReference({ name: 'James', role: 'husband' })).toBe('James');
    expect(partnerReference({ name: null, role: 'wife' })).toBe('your wife');
    expect(partnerReference({ name: null, role: null })).toBe('your partner');
  });
});

describe('memory notes', () => {
  const base = { topic: 'general' as const, topicScore: 0, extractedName: null, partnerName: null };

  it('notes a name, a partner and a clear recurring concern', () => {
    expect(
      memoryNotesFor({
        ...base,
        message: 'x',
        extractedName: 'Sarah',
        partnerName: 'James',
        topic: 'money',
        topicScore: 5,
      }),
    ).toEqual([
      { kind: 'name', text: 'Name: Sarah' },
      { kind: 'partner', text: 'Partner: James' },
      { kind: 'concern', text: 'Recurring concern: money arguments' },
    ]);
    expect(memoryNotesFor({ ...base, message: 'x', topic: 'money', topicScore: 2 })).toEqual([]);
  });

  it('notes goals and what helped, briefly', () => {
    expect(memoryNotesFor({ ...base, message: 'I want us to have calmer Sunday evenings.' })).toEqual([
      { kind: 'goal', text: 'Goal: calmer Sunday evenings' },
    ]);
    expect(memoryNotesFor({ ...base, message: 'Honestly taking a 20-minute break really helped.' })).toEqual([
      { kind: 'helped', text: 'What helped: taking a 20-minute break' },
    ]);
    expect(
      memoryNotesFor({ ...base, message: 'What helped was praying together before bed, but only once.' }),
    ).toEqual([{ kind: 'helped', text: 'What helped: praying together before bed' }]);
  });

  it('never keeps a "goal" about harm or leaving', () => {
    expect(memoryNotesFor({ ...base, message: 'I want to scream at him.' })).toEqual([]);
    expect(memoryNotesFor({ ...base, message: 'I want us to divorce.' })).toEqual([]);
  });
});
