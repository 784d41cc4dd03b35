// `npm test`: every suite, in order of speed, then one closing line 'summary: N passed, N failed'.
// Formatting, lint and types, then jest (client, server and auth against the emulator), the bundle
// budget, and the browser suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
}

const total: Counts = { passed: 0, failed: 0 };

/**
 * Runs one suite and adds its counts. The counts come from the suite's JSON report, which is removed
 * first so a report left by an earlier run is never counted; a suite that fails without a report
 * (crashed before any test) counts as one failure.
 */
function runSuite<R>(
  label: string,
  [program, ...args]: [string, ...string[]],
  report?: { file: string; count: (json: R) => Counts },
): void {
  console.log(`\n=== ${label}: ${[program, ...args].join(' ')}`);
  if (report) rmSync(report.file, { force: true });
  const ok = spawnSync(program, args, { stdio: 'inherit', env: process.env }).status === 0;
  const counts =
    report && existsSync(report.file)
      ? report.count(JSON.parse(readFileSync(report.file, 'utf8')) as R)
      : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  total.passed += counts.passed;
  total.failed += counts.failed;
}

mkdirSync('test-results', { recursive: true });

// The cheap checks first: formatting, lint (type-aware, with the client's layer rules), types.
runSuite<never>('formatting (Prettier)', ['npx', 'prettier', '--check', '.']);
runSuite<never>('lint (ESLint)', ['npm', 'run', '--silent', 'lint']);
runSuite<never>('type check (tsc --noEmit)', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']);

runSuite<JestReport>(
  'unit, component, server and auth tests (jest)',
  ['npx', 'jest', '--json', '--outputFile=test-results/jest.json'],
  {
    file: 'test-results/jest.json',
    count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites }),
  },
);

runSuite<never>('bundle budget', ['npx', 'tsx', 'scripts/bundle-budget.ts']);

runSuite<PlaywrightReport>('browser suite (Playwright, Chromium)', ['npx', 'playwright', 'test'], {
  file: 'test-results/e2e.json',
  count: (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }),
});

console.log(`\nsummary: ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
