import { afterEach, vi } from 'vitest';

// A test that passes while something logs an error is hiding a failure (epic-stack's habit).
// Without isolation a worker runs this file once per test file in the same global scope: console.error
// is wrapped once, and every file's hook reads the same list.
const seen = Symbol.for('peace-coach.console-errors');
const state = globalThis as typeof globalThis & { [seen]?: unknown[][] };
if (!state[seen]) {
  const errors: unknown[][] = [];
  state[seen] = errors;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
}
const errors = state[seen];

afterEach(() => {
  const logged = errors.splice(0);
  vi.restoreAllMocks();
  if (logged.length > 0)
    throw new Error(`console.error was called during the test: ${String(logged[0]?.[0])}`);
});
