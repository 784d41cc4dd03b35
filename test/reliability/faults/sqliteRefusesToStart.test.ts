// A damaged or unreadable SQLite file at start: `npm start` refuses to start (exit 1, nothing
// listening) with a message that names the file and says what to do, and leaves the file alone.
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { openSqlite } from '@/server/db/connection';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';
import { NO_EMULATOR_ENV, spawnShop } from '../../support/shopProcess';

jest.setTimeout(60_000);

let dir: string;
let seeded: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-bad-sqlite-'));
  seeded = path.join(dir, 'seeded.sqlite');
  const db = openSqlite(seeded);
  await prepareDatabase(db);
  await db.destroy();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function startOn(file: string, obeyFilePermissions = false) {
  const server = spawnShop({ env: { ...NO_EMULATOR_ENV, SQLITE_FILE: file }, obeyFilePermissions });
  const { code } = await server.exited;
  return { code, output: server.output() };
}

const damages: Array<[string, (file: string) => void]> = [
  ['a text file, not a database', (file) => writeFileSync(file, 'not a database, only words '.repeat(300))],
  [
    'a database cut off halfway',
    (file) => {
      copyFileSync(seeded, file);
      truncateSync(file, Math.floor(statSync(file).size / 2));
    },
  ],
  [
    'a database with its pages overwritten',
    (file) => {
      copyFileSync(seeded, file);
      const bytes = readFileSync(file);
      bytes.fill(0xa5, 4096, Math.min(bytes.length, 4096 * 6)); // keep the header, destroy the tables
      writeFileSync(file, bytes);
    },
  ],
  ['a folder where the file should be', (file) => mkdirSync(file)],
];

const firstLine = (output: string) =>
  output
    .split('\n')
    .find((line) => line.startsWith('Cannot start'))
    ?.slice(0, 160);

it.each(damages)('refuses to start on %s, naming the file and what to do', async (damage, spoil) => {
  const file = path.join(dir, `shop-${Math.random().toString(36).slice(2)}.sqlite`);
  spoil(file);
  const before = statSync(file).isFile() ? readFileSync(file) : undefined;
  const { code, output } = await startOn(file);
  console.log(`SQLite start on ${damage}: exit ${code}, "${firstLine(output)}…"`);
  expect(code).toBe(1);
  expect(output).toContain(`Cannot start the shop: The SQLite database file ${file} cannot be used`);
  expect(output).toMatch(/Move or delete that file \(or restore it from a backup\) and start again/);
  expect(output).not.toMatch(/Shop running|\n\s+at /);
  if (before) expect(readFileSync(file).equals(before)).toBe(true); // the evidence is left as it was
});

const runsAsRoot = userInfo().uid === 0;
it('refuses to start on a file it may not read, naming the file and saying to fix its access (not to delete it)', async () => {
  const file = path.join(dir, 'locked.sqlite');
  copyFileSync(seeded, file);
  chmodSync(file, 0o000);
  // Root reads any file: as root the shop runs without that power, wherever the clone is.
  const { code, output } = await startOn(file, runsAsRoot);
  console.log(`SQLite start on an unreadable file: exit ${code}, "${firstLine(output)}…"`);
  expect(code).toBe(1);
  expect(output).toContain(
    `Cannot start the shop: The SQLite database file ${file} cannot be read and written by the user running the shop`,
  );
  expect(output).toMatch(/Give that user read and write access to the file and its folder, or set SQLITE_FILE/);
});
