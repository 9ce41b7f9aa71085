import { describe, expect, it } from 'vitest';
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
    ['sarah here', 'Sarah'],
    ['Sarah here. My husband and I keep fighting', 'Sarah'],
    ['hi, grace here - long story', 'Grace'],
    ["it's Sarah btw", 'Sarah'],
    ['its sarah btw, we spoke yesterday', 'Sarah'],
    ["Hi it's Hannah again", 'Hannah'],
    ['It\u2019s Priya by the way', 'Priya'],
    ["I'm Sarah btw", 'Sarah'],
    ["Hi, I'm Siân.", 'Siân'],
    ['my name is zoë', 'Zoë'],
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
    'nobody here understands',
    'Newbie here',
    'Mum here, need advice',
    "it's hard btw",
    "It's Sunday and we fought again",
    "It's Mark's birthday tomorrow",
    "It's Hopeless.",
    "it's over",
    "I'm Hopeful",
    'so here we are',
    "I'm British.",
    "It's God.",
    'help here please',
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
    ['His name is Mark by the way', { name: 'Mark', role: null }],
    ["her name's Jen", { name: 'Jen', role: null }],
    ['his name is mark', { name: 'Mark', role: null }],
    ['my wife Jen', { name: 'Jen', role: 'wife' }],
    ['me and my husband Dave have been rowing', { name: 'Dave', role: 'husband' }],
    ['Dave (my husband) never listens', { name: 'Dave', role: 'husband' }],
    ['hubby Tom works nights', { name: 'Tom', role: 'husband' }],
    ['my fianc\u00e9, Luke, wants a big wedding', { name: 'Luke', role: 'fiance' }],
    ['my fianc\u00e9e Priya is upset', { name: 'Priya', role: 'fiancee' }],
    ["oh and he's called Mark", { name: 'Mark', role: null }],
    ["he's called mark.", { name: 'Mark', role: null }],
    ["my husband's called dave", { name: 'Dave', role: 'husband' }],
    ['My boyfriend is called Ben', { name: 'Ben', role: 'boyfriend' }],
    ['my girlfriend named lucy', { name: 'Lucy', role: 'girlfriend' }],
    ['My husband is tired. His name is Mark.', { name: 'Mark', role: 'husband' }],
    ['My husband works late. My husband Dave is kind though', { name: 'Dave', role: 'husband' }],
    ['my wife Grace always says sorry first', { name: 'Grace', role: 'wife' }],
    ['my wife\u2019s name is Jen', { name: 'Jen', role: 'wife' }],
    ['my wife Chloé and I', { name: 'Chloé', role: 'wife' }],
  ])('reads %j', (message, expected) => {
    expect(extractPartner(message)).toEqual(expected);
  });

  it.each([
    ['my husband never listens', { name: null, role: 'husband' }],
    ['my husband is never home', { name: null, role: 'husband' }],
    ['we fight a lot', { name: null, role: null }],
    ['my husband is tired', { name: null, role: 'husband' }],
    ['my wife Always leaves the dishes', { name: null, role: 'wife' }],
    ["My Husband Doesn't listen", { name: null, role: 'husband' }],
    ['my husband Constantly checks my phone', { name: null, role: 'husband' }],
    ['my husband called me a liar', { name: null, role: 'husband' }],
    ['my wife called Dave last night', { name: null, role: 'wife' }],
    ["he's called me names all week", { name: null, role: null }],
    ["she's called twice today", { name: null, role: null }],
    ["he's called it off", { name: null, role: null }],
    ['My son is struggling, his name is Tom', { name: null, role: null }],
    ["my boss, his name's Gary, is a nightmare", { name: null, role: null }],
    ['I have a new colleague. His name is Mark.', { name: null, role: null }],
    ['my husband Just ignores me', { name: null, role: 'husband' }],
    ['My Wife And I argue', { name: null, role: 'wife' }],
    ['his name is on the lease', { name: null, role: null }],
  ])('finds no name in %j', (message, expected) => {
    expect(extractPartner(message)).toEqual(expected);
  });

  it('refers to the partner by name, role, or "your partner"', () => {
    expect(partnerReference({ name: 'James', role: 'husband' })).toBe('James');
    expect(partnerReference({ name: null, role: 'wife' })).toBe('your wife');
    expect(partnerReference({ name: null, role: null })).toBe('your partner');
  });
});
