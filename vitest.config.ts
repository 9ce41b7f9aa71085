import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The suites that take most of a run's time: real server processes killed mid-write, stopped under load
 * or refusing to start, a private PostgreSQL restarted or dropped, the fuzz suite, the sign-in throttling
 * suite (hundreds of password checks), the AI provider's fault cases (real timeouts), and the coach's
 * measurements that train on the labelled corpus. `npm run test:unit` leaves them out for a fast loop;
 * `npm run test:slow` runs them, and `npm test` (validate) and CI's PostgreSQL pass run every project.
 * Named by file name, wherever the file lives.
 */
const SLOW = [
  'src/server/server.test.ts',
  'src/server/shutdown.test.ts',
  'src/server/reply-lock-restart.test.ts',
  'src/server/**/postgres-restart.test.ts',
  'src/server/**/database-replaced.test.ts',
  'src/server/**/migrate-cli.test.ts',
  'src/server/**/fuzz.test.ts',
  'src/server/auth/auth-edge.test.ts',
  'src/server/**/ai-coach.test.ts',
  'src/server/**/guard-suite.test.ts',
  'src/server/**/conversation.e2e.test.ts',
  'src/server/**/eval/eval.test.ts',
  'src/server/**/understanding/understanding.test.ts',
  'src/server/**/safety/safety.test.ts',
  'src/server/**/safety/model/risk-model.test.ts',
  'src/server/**/coach/adversarial-input.test.ts',
];

/** What the server's projects share. */
const server = {
  environment: 'node' as const,
  globalSetup: ['src/server/test/global-setup.ts'],
  setupFiles: ['src/test/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...server,
          name: 'server',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...SLOW],
          // One module graph per worker, not per file: importing the app (and training the coach's reader)
          // once is most of what a file used to cost. Every file still gets its own database
          // (createTestDatabase), and no server test mocks modules or leaves fakes behind.
          // On PostgreSQL (CI's second pass) each file keeps its own module graph, as before: that pass
          // checks behaviour on the production database, not speed.
          isolate: Boolean(process.env.TEST_DATABASE_URL),
        },
      },
      {
        test: { ...server, name: 'slow', include: SLOW },
      },
      {
        test: {
          name: 'web',
          // Worker threads start faster than processes for the component tests, which share no state.
          pool: 'threads',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/fail-on-console-error.ts', 'src/web/test/setup.ts'],
        },
      },
    ],
  },
});
