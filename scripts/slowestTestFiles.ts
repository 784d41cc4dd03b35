// The slowest test files of a jest or Playwright JSON report, so every run's log shows where the
// time goes and a file that grows stands out (docs/testing.md#how-long-it-takes).
import path from 'node:path';

const SHOWN = 10;

interface FileTime {
  file: string;
  seconds: number;
}

interface JestFileResult {
  name: string;
  startTime: number;
  endTime: number;
}

interface PlaywrightSuite {
  file?: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Wall time of each jest test file (its start to its end in its worker). */
export function jestFileTimes(report: { testResults: JestFileResult[] }, root: string): FileTime[] {
  return report.testResults.map((result) => ({
    file: result.name.startsWith(root) ? result.name.slice(root.length + 1) : result.name,
    seconds: (result.endTime - result.startTime) / 1000,
  }));
}

/** Summed duration of every test of each Playwright file (its tests may run on several workers). */
export function playwrightFileTimes(
  report: { config: { rootDir: string }; suites: PlaywrightSuite[] },
  root: string,
): FileTime[] {
  const byFile = new Map<string, number>();
  const add = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) byFile.set(file, (byFile.get(file) ?? 0) + result.duration / 1000);
    for (const inner of suite.suites ?? []) add(inner, inner.file ?? file);
  };
  for (const suite of report.suites) add(suite, suite.file ?? '?');
  return [...byFile].map(([file, seconds]) => ({
    file: path.relative(root, path.join(report.config.rootDir, file)),
    seconds,
  }));
}

export function printSlowest(label: string, times: FileTime[]): void {
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
  if (slowest.length === 0) return;
  console.log(`--- the ${slowest.length} slowest ${label} files`);
  for (const { file, seconds } of slowest) console.log(`${seconds.toFixed(1).padStart(8)} s  ${file}`);
}
