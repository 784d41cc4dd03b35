// The browser suite: the built SPA, the real server and database, and the Auth emulator, driven in
// Chromium. test/e2e/support/globalSetup.ts starts a private shop on free ports for the run.
import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './scripts/chromiumPath';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
    ],
  },
};

// The timed search (bench/browser/) is a measurement, not a check of the flows: `npm run bench:search`
// runs it, and the suite leaves it out unless PERF=1 (figures printed) or PERF_ENFORCE=1 (a missed
// goal fails) asks for it.
const perfAsked = process.env.PERF === '1' || process.env.PERF_ENFORCE === '1';

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e-artifacts',
  // Starts the shop and returns the function that stops it (Playwright's global teardown).
  globalSetup: './test/e2e/support/globalSetup.ts',
  // A failed test runs once more, traced: the trace costs a sixth of the suite's time when every test
  // records one (docs/testing.md). A test that passes only then still fails the run (scripts/failedTests.ts).
  retries: 1,
  // Two cores on the reference machine.
  workers: 2,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    ...chromium,
    // page.route never sees what a service worker fetches; the offline tests opt back in.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'shop', testIgnore: /accounts\// },
    // These tests share the one Auth emulator, each with an account of its own (support/accounts.ts).
    { name: 'accounts', testMatch: /accounts\/.*\.spec\.ts$/, fullyParallel: true },
    // Timed under CPU throttling: runs last and alone, so another worker's browser does not share
    // the two cores while it measures (it does not run when the flows above already failed).
    ...(perfAsked ? [{ name: 'perf', testDir: 'bench/browser', workers: 1, dependencies: ['shop', 'accounts'] }] : []),
  ],
});
