import { describe, expect, it } from 'vitest';
import { replyBlocks } from './reply-blocks.ts';

describe('replyBlocks', () => {
  it('finds the words to say in curly quotation marks, as the built-in coach writes them', () => {
    const reply =
      'That sounds lonely. In your own words, it could sound like this: \u201cI miss feeling like my words land with you. Could we find a time this week?\u201d What feels possible tonight?';
    expect(replyBlocks(reply)).toEqual([
      { kind: 'text', text: 'That sounds lonely. In your own words, it could sound like this: ' },
      {
        kind: 'words',
        text: 'I miss feeling like my words land with you. Could we find a time this week?',
        open: '\u201c',
        close: '\u201d',
      },
      { kind: 'text', text: ' What feels possible tonight?' },
    ]);
  });

  it('finds them in straight quotation marks too (an AI provider’s reply)', () => {
    const blocks = replyBlocks('You could say "I feel scared when we shout, can we pause?" and wait.');
    expect(blocks.map((b) => b.kind)).toEqual(['text', 'words', 'text']);
    expect(blocks[1]).toMatchObject({ text: 'I feel scared when we shout, can we pause?' });
  });

  it('leaves a word or two in quotation marks as text', () => {
    expect(replyBlocks('Taking a \u201cbreak\u201d is not the same as "giving up".')).toEqual([
      { kind: 'text', text: 'Taking a \u201cbreak\u201d is not the same as "giving up".' },
    ]);
  });

  it('finds a prayer from the sentence that addresses God to its "Amen."', () => {
    const reply =
      "Of course, Anna. Here's a short prayer you can pray as it is or in your own words. Lord, you know everything that's happening between Mark and me. Please calm my heart. Amen. What would it look like to carry that prayer into tomorrow?";
    expect(replyBlocks(reply)).toEqual([
      {
        kind: 'text',
        text: "Of course, Anna. Here's a short prayer you can pray as it is or in your own words. ",
      },
      {
        kind: 'prayer',
        text: "Lord, you know everything that's happening between Mark and me. Please calm my heart. Amen.",
      },
      { kind: 'text', text: ' What would it look like to carry that prayer into tomorrow?' },
    ]);
  });

  it('takes "God of peace, ..." and "Heavenly Father, ..." as the start of a prayer', () => {
    expect(replyBlocks('Here it is. God of peace, soften what has hardened in me. Amen.')[1]).toEqual({
      kind: 'prayer',
      text: 'God of peace, soften what has hardened in me. Amen.',
    });
    expect(replyBlocks('Heavenly Father, thank you. Amen!')).toEqual([
      { kind: 'prayer', text: 'Heavenly Father, thank you. Amen!' },
    ]);
  });

  it('sees no prayer in an "Amen" that follows no address to God, nor in plain talk of God', () => {
    expect(replyBlocks('They said amen to that. Amen to that, too.')).toEqual([
      { kind: 'text', text: 'They said amen to that. Amen to that, too.' },
    ]);
    expect(replyBlocks('God cares about your marriage.')).toEqual([
      { kind: 'text', text: 'God cares about your marriage.' },
    ]);
  });

  it('keeps an unclosed quotation mark as text, and a reply of plain text as one block', () => {
    expect(replyBlocks('He said \u201cI never wanted this and walked out')).toEqual([
      { kind: 'text', text: 'He said \u201cI never wanted this and walked out' },
    ]);
    expect(replyBlocks('Just text.')).toEqual([{ kind: 'text', text: 'Just text.' }]);
  });
});
