// `npm test`: every suite, in order of speed, then one closing line
// 'summary: N passed, N failed, N skipped'. Formatting, lint and types; the run's one production
// build; jest (client, server and auth against the emulator); the bundle budget; the browser suite.
// `npm test -- --runtime-only` runs only what can differ on another Node.js line (CI's second pass):
// the server, database, import and reliability tests on SQLite. docs/testing.md says what runs where
// and why.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { failedJestTests, failedPlaywrightTests } from './failedTests';
import { jestFileTimes, playwrightFileTimes, printSlowest } from './slowestTestFiles';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface JestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    message?: string;
    assertionResults?: { status: string; fullName: string }[];
  }[];
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numRuntimeErrorTestSuites: number;
}

interface PlaywrightReport {
  config: Parameters<typeof playwrightFileTimes>[0]['config'];
  suites: Parameters<typeof playwrightFileTimes>[0]['suites'] & Parameters<typeof failedPlaywrightTests>[0]['suites'];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const runtimeOnly = process.argv.includes('--runtime-only');
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's name, printed again beside the summary so a long log's tail says what failed. */
const failures: string[] = [];
const suiteSeconds: { label: string; seconds: number }[] = [];

/**
 * Runs one suite and adds its counts. The counts come from the suite's JSON report, which is removed
 * first so a report left by an earlier run is never counted; a suite that fails without a report
 * (crashed before any test) counts as one failure.
 */
function runSuite<R>(
  label: string,
  [program, ...args]: [string, ...string[]],
  report?: {
    file: string;
    count: (json: R) => Counts;
    slowest?: (json: R) => void;
    failed?: (json: R) => string[];
  },
): void {
  console.log(`\n=== ${label}: ${[program, ...args].join(' ')}`);
  const started = Date.now();
  if (report) rmSync(report.file, { force: true });
  const ok = spawnSync(program, args, { stdio: 'inherit', env: process.env }).status === 0;
  const json = report && existsSync(report.file) ? (JSON.parse(readFileSync(report.file, 'utf8')) as R) : undefined;
  const counts = report && json ? report.count(json) : { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (report?.slowest && json) report.slowest(json);
  if (!ok && counts.failed === 0) counts.failed = 1;
  const named = report?.failed && json ? report.failed(json) : [];
  // A suite that failed without naming a test (no report, or it crashed first) is named itself.
  failures.push(...(named.length > 0 ? named : ok ? [] : [label]));
  record(label, counts, (Date.now() - started) / 1000);
}

function record(label: string, counts: Counts, seconds: number): void {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  suiteSeconds.push({ label, seconds });
  console.log(`=== ${label}: ${counts.failed === 0 ? 'done' : 'FAILED'} in ${seconds.toFixed(0)} s`);
}

type Step = [label: string, command: [string, ...string[]]];

/** A step's output, kept until it ends so two steps side by side do not interleave their lines. */
function runQuietly([program, ...args]: [string, ...string[]]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Each chain's steps one after another, the chains side by side: each check is one process on one
 * core, and the machine has two. A step's output is printed whole when it ends.
 */
async function runChainsSideBySide(chains: Step[][]): Promise<void> {
  await Promise.all(
    chains.map(async (chain) => {
      for (const [label, command] of chain) {
        const started = Date.now();
        const { ok, output } = await runQuietly(command);
        console.log(`\n=== ${label}: ${command.join(' ')}\n${output.trimEnd()}`);
        if (!ok) failures.push(label);
        record(label, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, (Date.now() - started) / 1000);
      }
    }),
  );
}

const jestCounts = (r: JestReport): Counts => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
  skipped: r.numPendingTests + r.numTodoTests,
});
const playwrightCounts = (r: PlaywrightReport): Counts => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
});

mkdirSync('test-results', { recursive: true });
console.log(runtimeOnly ? 'npm test --runtime-only: what can differ on this Node.js line' : 'npm test: every suite');

// One production build (client and server renderer) for the whole run, made when missing or stale:
// the build and renderer tests, the budget and the browser suite all read it.
const build: Step = ['production build (when missing or stale)', ['npx', 'tsx', 'scripts/ensure-build.ts']];

function runJest(): void {
  const report = {
    file: 'test-results/jest.json',
    count: jestCounts,
    slowest: (json: JestReport) => printSlowest('jest', jestFileTimes(json, process.cwd())),
    failed: (json: JestReport) => failedJestTests(json, process.cwd()),
  };
  const json = ['--json', '--outputFile=test-results/jest.json'];
  if (!runtimeOnly) {
    runSuite<JestReport>('unit, component, server and auth tests (jest)', ['npx', 'jest', ...json], report);
    return;
  }
  // The build's tests, the lint fence and the secret scan read bytes and sources, the same on any
  // Node; PostgreSQL's variants use pg, plain JavaScript: only the SQLite driver differs (12 or 13).
  process.env.TEST_ENGINES = 'sqlite';
  console.log("\nPostgreSQL's variants are left out on this Node.js line (TEST_ENGINES=sqlite): counted as skipped.");
  const ignored = ['--testPathIgnorePatterns', '/test/build/', '/test/lint/', '/test/reliability/clientBundle'];
  runSuite<JestReport>(
    'server, database, import and reliability tests on SQLite (jest)',
    ['npx', 'jest', ...json, ...ignored, '--selectProjects', 'server'],
    report,
  );
}

function runBrowserSuite(): void {
  const report = {
    file: 'test-results/e2e.json',
    count: playwrightCounts,
    slowest: (json: PlaywrightReport) => printSlowest('Playwright', playwrightFileTimes(json, process.cwd())),
    failed: (json: PlaywrightReport) => failedPlaywrightTests(json, process.cwd()),
  };
  runSuite<PlaywrightReport>('browser suite (Playwright, Chromium)', ['npx', 'playwright', 'test'], report);
}

async function main(): Promise<void> {
  if (runtimeOnly) runSuite<never>(...build);
  else
    // The cheap checks first: formatting and lint (type-aware, with the layer rules) beside the types
    // and the build.
    await runChainsSideBySide([
      [
        ['formatting (Prettier)', ['npx', 'prettier', '--check', '.']],
        ['lint (ESLint, then knip: unused files, dependencies, exports)', ['npm', 'run', '--silent', 'lint']],
      ],
      [['type check (tsc --noEmit)', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']], build],
    ]);
  runJest();
  // The browser flows drive the same server code the jest server tests run on this Node line, in a
  // Chromium that is the same on any: the second pass leaves them out (docs/testing.md).
  if (!runtimeOnly) {
    runSuite<never>('bundle budget', ['npx', 'tsx', 'scripts/bundle-budget.ts']);
    runBrowserSuite();
  }

  console.log('\n--- time per suite');
  for (const { label, seconds } of suiteSeconds) console.log(`${seconds.toFixed(0).padStart(6)} s  ${label}`);
  if (failures.length > 0) {
    console.log('\n--- failed');
    for (const name of failures) console.log(`  ✘ ${name}`);
  }
  writeFileSync('test-results/failed.txt', failures.map((name) => `${name}\n`).join(''));
  console.log(`\nsummary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(total.failed === 0 ? 0 : 1);
}

void main();
