// `npm test`: every suite, in order of speed, then one closing line 'summary: N passed, N failed'.
// jest (client + server + auth against the emulator), the bundle budget, then the browser suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
let passed = 0;
let failed = 0;

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

// jest: the summary numbers come from its JSON report, so a crash before any test counts as failed.
const jestOk = run('unit, component, server and auth tests (jest)', 'npx', [
  'jest', '--json', '--outputFile=test-results/jest.json',
]);
if (existsSync('test-results/jest.json')) {
  const report = JSON.parse(readFileSync('test-results/jest.json', 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}
if (!jestOk && failed === 0) failed += 1;

const budgetOk = run('bundle budget', 'npx', ['tsx', 'scripts/bundle-budget.ts']);
budgetOk ? (passed += 1) : (failed += 1);

if (existsSync('playwright.config.ts')) {
  // A report left by an earlier run must not be counted when this one dies before writing its own.
  rmSync('test-results/e2e.json', { force: true });
  const e2eOk = run('browser suite (Playwright, Chromium)', 'npx', ['playwright', 'test']);
  if (existsSync('test-results/e2e.json')) {
    const stats = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')).stats;
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
  }
  if (!e2eOk && failed === 0) failed += 1;
}

console.log(`\nsummary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
