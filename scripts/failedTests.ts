// The names of the failed tests in a jest or Playwright JSON report, so the closing lines of a run
// (all CI shows of a long log) say which tests failed, not only how many.
import path from 'node:path';

interface JestFileResult {
  name: string;
  message?: string;
  assertionResults?: { status: string; fullName: string }[];
}

interface PlaywrightSpec {
  title: string;
  line: number;
  tests: { projectName: string; status: string }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** `file › test name` for each failed test; a file that failed outside any test (it did not compile, a hook threw) by its name. */
export function failedJestTests(report: { testResults: JestFileResult[] }, root: string): string[] {
  return report.testResults.flatMap((result) => {
    const file = path.relative(root, result.name);
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length > 0) return failed.map((test) => `${file} › ${test.fullName}`);
    return result.message ? [`${file} (${result.message.trim().split('\n')[0]?.slice(0, 160)})`] : [];
  });
}

/** `[project] file:line › describe › test` for each test that failed, or passed only on a retry. */
export function failedPlaywrightTests(
  report: { config: { rootDir: string }; suites: PlaywrightSuite[] },
  root: string,
): string[] {
  const names: string[] = [];
  const visit = (suite: PlaywrightSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky')
          names.push(
            `[${test.projectName}] ${file}:${spec.line} › ${[...titles, spec.title].join(' › ')} (${test.status})`,
          );
    for (const inner of suite.suites ?? []) visit(inner, file, [...titles, inner.title]);
  };
  for (const suite of report.suites)
    visit(suite, path.relative(root, path.join(report.config.rootDir, suite.file ?? suite.title)), []);
  return names;
}
