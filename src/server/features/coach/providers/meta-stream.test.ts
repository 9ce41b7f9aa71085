import { describe, expect, it } from 'vitest';
import { createMetaSplitter, parseMeta } from './meta-stream.ts';

function run(chunks: string[]) {
  const splitter = createMetaSplitter();
  const shown = chunks.map((c) => splitter.push(c));
  const { tail, meta } = splitter.end();
  return { shown: [...shown, tail].filter(Boolean), text: shown.join('') + tail, meta };
}

describe('the META splitter', () => {
  it('shows the reply and keeps the META out of it, even split mid-marker', () => {
    const reply = 'I hear you. What would help most tonight?';
    const meta = '<<<META {"scripture":"James 1:19","name":null,"memory":[]}>>>';
    const whole = `${reply}\n\n${meta}`;
    for (let cut = 1; cut < whole.length; cut++) {
      const result = run([whole.slice(0, cut), whole.slice(cut)]);
      expect(result.text, `cut at ${cut}`).toBe(reply);
      expect(result.meta, `cut at ${cut}`).toBe(meta);
      for (const piece of result.shown) expect(piece).not.toMatch(/<|META/);
    }
    const byChar = run([...whole]);
    expect(byChar.text).toBe(reply);
    expect(byChar.meta).toBe(meta);
  });

  it('keeps ordinary angle brackets and drops a marker cut short at the very end', () => {
    expect(run(['I <3 you ', 'both.']).text).toBe('I <3 you both.');
    expect(run(['Be gentle. <<<ME']).text).toBe('Be gentle.');
    expect(run(['  Leading space trimmed.  ']).text).toBe('Leading space trimmed.');
  });
});

describe('parsing META', () => {
  it('reads the verse, the name and valid memory notes', () => {
    expect(
      parseMeta(
        '<<<META {"scripture":"James 1:19-20","name":"sarah","memory":[{"kind":"partner","text":"Partner: James"},{"kind":"bogus","text":"x"},{"kind":"goal","text":""}]}>>>',
      ),
    ).toEqual({
      scripture: 'James 1:19-20',
      noScripture: false,
      name: 'Sarah',
      memory: [{ kind: 'partner', text: 'Partner: James' }],
    });
  });

  it('is tolerant of missing or broken META, and honours an explicit "no verse"', () => {
    const none = { scripture: null, noScripture: false, name: null, memory: [] };
    expect(parseMeta(null)).toEqual(none);
    expect(parseMeta('<<<META not json at all')).toEqual(none);
    expect(parseMeta('<<<META {"scripture": "Psalm 46:10", "name": nul')).toEqual({
      ...none,
      scripture: 'Psalm 46:10',
    });
    expect(parseMeta('<<<META {"scripture":null,"name":"I am tired","memory":"x"}>>>')).toEqual({
      ...none,
      noScripture: true,
    });
  });

  it('passes a note about danger on to the note guard, which acts on it (guard/note-guard.ts)', () => {
    // Dropped here unseen, a note about danger could not turn careful mode on.
    const meta = parseMeta('<<<META {"memory":[{"kind":"concern","text":"He choked me last week"}]}>>>');
    expect(meta.memory).toEqual([{ kind: 'concern', text: 'He choked me last week' }]);
  });

  it('keeps a plan, but never a safety note from the model (only the chat makes those)', () => {
    const meta = parseMeta(
      '<<<META {"memory":[{"kind":"plan","text":"Plan: ask about the budget on Sunday"},{"kind":"safety","text":"Careful"}]}>>>',
    );
    expect(meta.memory).toEqual([{ kind: 'plan', text: 'Plan: ask about the budget on Sunday' }]);
  });
});
