import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `build/e2e-data-${Date.now()}`;

// The system Chromium (Debian's package): Playwright's own browser download does not work here.
// CHROMIUM_PATH points the tests at another Chromium or Chrome (on macOS, e.g.
// "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome").
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Signs up the members that journeys share (e2e/fixtures/roles.ts) once per run.
    {
      name: 'setup',
      testMatch: /\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    // The production build served by the real server on a fresh embedded database. It trusts one proxy
    // hop so each test can be its own visitor for the per-address auth rate limits (e2e/fixtures/test.ts).
    command: 'node src/server/main.ts',
    url: `http://localhost:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUSTED_PROXY_HOPS: '1',
      // The operator's console (e2e/admin.spec.ts signs this address up and confirms it).
      ADMIN_EMAILS: 'admin@example.test',
    },
  },
});
