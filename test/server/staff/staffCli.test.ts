// npm run staff: add, list and remove keep the staff list in the shop's configured database (SQLite
// file or PostgreSQL), by normalised email; bad usage and bad emails exit 2 with the usage, removing
// someone not listed exits 1, and neither changes the list.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '@/server/db/connection';
import { shopScript } from '../../support/shopScript';
import { describeOnEachEngine, openTestDatabase, type TestDatabase } from '../support/testDatabase';

jest.setTimeout(120_000);

const USAGE = 'Usage: npm run staff -- add EMAIL | remove EMAIL | list';
const LISTED = /^([^\t]+)\t(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC$/;

describeOnEachEngine('npm run staff on %s', (engine) => {
  let dir: string;
  /** The shop's settings for the child: the test's SQLite file, or the test's PostgreSQL schema. */
  let env: NodeJS.ProcessEnv;
  /** PostgreSQL: the test schema, read back through the test's own connection. */
  let postgres: TestDatabase | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-staff-cli-'));
    env = { ...process.env, SQLITE_FILE: path.join(dir, 'shop.sqlite'), DATABASE_URL: '' };
    if (engine === 'postgres') {
      postgres = await openTestDatabase('postgres');
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(postgres.db);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.searchParams.set('options', `-c search_path=${rows[0]?.schema}`);
      env.DATABASE_URL = url.toString();
    }
  });
  afterAll(async () => {
    await postgres?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const staff = (...args: string[]) =>
    spawnSync(...shopScript('src/server/staff/staffCli.ts', ...args), { env, encoding: 'utf8' });

  /** The rows as the shop's database holds them, read without the CLI. */
  async function rows(): Promise<string[]> {
    const db = postgres?.db ?? openDatabase({ sqliteFile: env.SQLITE_FILE });
    try {
      return (await db.selectFrom('staff').select('email').orderBy('email').execute()).map((row) => row.email);
    } finally {
      if (!postgres) await db.destroy();
    }
  }

  it('adds by normalised email (once), lists one email a line with its date, and removes', async () => {
    const empty = staff('list');
    expect(empty.status).toBe(0);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toContain('No staff yet');

    const before = Date.now();
    const added = staff('add', '  Ana.Owner@Shop.Example ');
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('Added ana.owner@shop.example to the staff.');
    expect(staff('add', 'bo@shop.example').status).toBe(0);
    const again = staff('add', 'ANA.OWNER@shop.example');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('ana.owner@shop.example is on the staff already.');
    expect(await rows()).toEqual(['ana.owner@shop.example', 'bo@shop.example']);

    const listed = staff('list');
    expect(listed.status).toBe(0);
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines.map((line) => LISTED.exec(line)?.[1])).toEqual(['ana.owner@shop.example', 'bo@shop.example']);
    for (const line of lines) {
      const added = Date.parse(`${LISTED.exec(line)?.[2]?.replace(' ', 'T')}Z`);
      // Whole seconds, stamped between the test's clock readings (SQLite keeps seconds only).
      expect(added).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(added).toBeLessThanOrEqual(Date.now());
    }

    const removed = staff('remove', 'Bo@Shop.Example');
    expect(removed.status).toBe(0);
    expect(removed.stdout).toContain('Removed bo@shop.example from the staff');
    expect(await rows()).toEqual(['ana.owner@shop.example']);
  });

  it('refuses removing someone not listed with exit code 1, changing nothing', async () => {
    const listedBefore = await rows();
    const notListed = staff('remove', 'nobody@shop.example');
    expect(notListed.status).toBe(1);
    expect(notListed.stderr).toContain('nobody@shop.example is not on the staff; nothing changed.');
    expect(await rows()).toEqual(listedBefore);
  });
});

// Refused before the database is opened, so once and not on each engine.
describe('npm run staff, used wrongly', () => {
  const staff = (...args: string[]) =>
    spawnSync(...shopScript('src/server/staff/staffCli.ts', ...args), { encoding: 'utf8' });

  it('refuses bad usage and invalid emails with exit code 2 and the usage', () => {
    for (const args of [
      [],
      ['grant', 'x@shop.example'],
      ['add'],
      ['add', 'a@shop.example', 'b@shop.example'],
      ['list', 'x'],
    ]) {
      const run = staff(...args);
      expect({ args, status: run.status }).toEqual({ args, status: 2 });
      expect(run.stderr).toContain(USAGE);
    }
    for (const email of [
      'not-an-email',
      'a@b',
      'a b@shop.example',
      '@shop.example',
      `${'a'.repeat(250)}@shop.example`,
    ]) {
      const run = staff('add', email);
      expect({ email, status: run.status }).toEqual({ email, status: 2 });
      expect(run.stderr).toContain(`'${email}' is not an email address.`);
    }
  });
});
