import { afterEach, vi } from 'vitest';

// A test that passes while something logs an error is hiding a failure (epic-stack's habit).
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called during the test: ${String(seen[0]?.[0])}`);
});
