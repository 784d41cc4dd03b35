// `npm run catalog:import` of a large file keeps its memory flat: with its heap capped far below what
// the file parsed whole would take (about six times its bytes), a file five times as large imports and
// costs the process less extra memory than the file's extra bytes; it reports its progress on stderr.
// The cap also bounds the garbage the collector has not reclaimed yet, which otherwise grows with a
// longer run on a busy machine (Node 24 under CI load: +41 MiB for 26 MiB more file).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeCatalogFile } from '../../bench/support/catalogFiles';

jest.setTimeout(120_000);

const HEAP_MIB = 48;

const PROJECT_ROOT = path.resolve(__dirname, '../..');

/** Imports `file` into a new SQLite file in a child process; its max RSS in bytes, as /usr/bin/time measures it. */
function importMeasured(file: string, dir: string) {
  const child = spawn(
    '/usr/bin/time',
    ['-f', 'maxrss=%M', process.execPath, '--import', 'tsx', 'src/server/catalog/importCli.ts', file],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        SQLITE_FILE: path.join(dir, `${path.basename(file)}.sqlite`),
        DATABASE_URL: '',
        NODE_OPTIONS: `--max-old-space-size=${HEAP_MIB} --max-semi-space-size=2`,
      },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string; maxRss: number }>((resolve) =>
    child.once('exit', (code) =>
      resolve({ code, stdout, stderr, maxRss: Number(/maxrss=(\d+)/.exec(stderr)?.[1] ?? NaN) * 1024 }),
    ),
  );
}

describe('catalog:import of a large file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-import-memory-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its memory flat as the file grows, and reports its progress', async () => {
    const smallFile = path.join(dir, 'small.json');
    const largeFile = path.join(dir, 'large.json');
    const smallBytes = await writeCatalogFile(smallFile, 20_000);
    const largeBytes = await writeCatalogFile(largeFile, 100_000);

    const small = await importMeasured(smallFile, dir);
    const large = await importMeasured(largeFile, dir);
    const extraMiB = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
    console.log(
      `max RSS ${extraMiB(small.maxRss)} MiB for ${extraMiB(smallBytes)} MiB of file, ` +
        `${extraMiB(large.maxRss)} MiB for ${extraMiB(largeBytes)} MiB`,
    );
    expect(largeBytes * 6).toBeGreaterThan(HEAP_MIB * 2 ** 20 * 3); // held whole, the file could not fit
    expect(large.code).toBe(0);
    expect(large.stdout).toContain('Imported 9 categories and 100000 products');
    expect(large.stderr).toMatch(/^ {2}10,000 products read in [\d.]+ s, \d+ % of the file, about \d+ s left$/m);
    expect(large.stderr).toMatch(/^ {2}100,000 products read in [\d.]+ s, 100 % of the file$/m);
    expect(large.maxRss - small.maxRss).toBeLessThan(largeBytes - smallBytes);
  });
});
