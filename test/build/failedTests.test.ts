import { failedJestTests, failedPlaywrightTests } from '../../scripts/failedTests';

describe('the failed tests a run names beside its summary', () => {
  it('names each failed jest test by file and full name, and a file that failed outside its tests', () => {
    const report = {
      testResults: [
        {
          name: '/repo/test/a.test.ts',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            { status: 'failed', fullName: 'a breaks' },
          ],
        },
        {
          name: '/repo/test/b.test.ts',
          message: '  ● Test suite failed to run\n\n  SyntaxError',
          assertionResults: [],
        },
        { name: '/repo/test/c.test.ts', message: '', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    };
    expect(failedJestTests(report, '/repo')).toEqual([
      'test/a.test.ts › a breaks',
      'test/b.test.ts (● Test suite failed to run)',
    ]);
  });

  it('names each Playwright test that failed or passed only on a retry, with its project, line and describe', () => {
    const report = {
      config: { rootDir: '/repo/test/e2e' },
      suites: [
        {
          title: 'shop.spec.ts',
          file: 'shop.spec.ts',
          specs: [{ title: 'top', line: 3, tests: [{ projectName: 'shop', status: 'expected' }] }],
          suites: [
            {
              title: 'on a phone',
              specs: [
                { title: 'breaks', line: 9, tests: [{ projectName: 'shop', status: 'unexpected' }] },
                { title: 'wobbles', line: 12, tests: [{ projectName: 'shop', status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(failedPlaywrightTests(report, '/repo')).toEqual([
      '[shop] test/e2e/shop.spec.ts:9 › on a phone › breaks (unexpected)',
      '[shop] test/e2e/shop.spec.ts:12 › on a phone › wobbles (flaky)',
    ]);
  });
});
