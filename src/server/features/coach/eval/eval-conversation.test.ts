// The scripted conversations: valid, enough of them, and covering what the evaluation must measure.
import { describe, expect, it } from 'vitest';
import { carefulTurns, loadConversations } from './eval-conversation.ts';

const all = loadConversations();
const turns = all.flatMap((c) => c.turns);

describe('the eval conversations', () => {
  it('are at least 60 conversations and 400 turns', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(turns.length).toBeGreaterThanOrEqual(400);
  });

  it('ask for every kind of answer and test every safety level', () => {
    const answers = new Set(turns.map((t) => t.expect.answer));
    for (const kind of [
      'words',
      'start',
      'prayer',
      'verse',
      'named-verse',
      'helpline',
      'fault-no',
      'bot',
      'decline',
      'privacy',
      'returning',
    ])
      expect(answers, kind).toContain(kind);
    const levels = new Set(turns.map((t) => t.expect.safety));
    for (const level of ['crisis', 'ask', 'light', 'none']) expect(levels, level).toContain(level);
  });

  it('follow every disclosure with careful turns', () => {
    const withDisclosure = all.filter((c) => c.turns.some((t) => t.expect.safety === 'crisis'));
    expect(withDisclosure.length).toBeGreaterThanOrEqual(10);
    for (const c of withDisclosure) {
      const careful = carefulTurns(c);
      const first = c.turns.findIndex((t) => t.expect.safety === 'crisis');
      expect(careful.slice(first).some(Boolean), c.id).toBe(true);
      expect(careful.length - first, c.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('include returning users with remembered plans', () => {
    expect(all.filter((c) => c.memory.some((n) => n.kind === 'plan')).length).toBeGreaterThanOrEqual(3);
  });

  it('load one file with --only', () => {
    const safety = loadConversations('safety');
    expect(safety.length).toBeGreaterThan(0);
    expect(safety.every((c) => c.file === 'eval/safety.json')).toBe(true);
    expect(() => loadConversations('no-such-file')).toThrow(/No eval file/);
  });
});
