// A SQLite file damaged where the start's quick reads do not look (a page in the middle): the shop
// starts, and the whole-file check that runs after the start takes it out of traffic, /readyz naming the
// file and what to do, while /healthz still answers (docs/operations-running.md, "Health").
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCatalog, writeCatalogDatabase } from '../../../bench/support/catalogues';
import { openSqlite } from '@/server/db/connection';
import { checkWholeSqliteFile } from '@/server/db/sqliteChecks';
import { until } from '../../support/eventually';
import { NO_EMULATOR_ENV, startShop, type RunningShop } from '../../support/shopProcess';

jest.setTimeout(180_000);

let dir: string;
let damaged: string;
let healthy: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-damaged-later-'));
  healthy = await writeCatalogDatabase(dir, 'healthy.sqlite', generateCatalog(3000));
  damaged = await writeCatalogDatabase(dir, 'damaged.sqlite', generateCatalog(3000));
  // One 4 KiB page in the middle of the file: neither the schema nor a table's first or last leaf.
  const middlePage = Math.floor(statSync(damaged).size / 4096 / 2) * 4096;
  const fd = openSync(damaged, 'r+');
  writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, middlePage);
  closeSync(fd);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("finds the damage with the whole file's check, which the start's quick reads let through", async () => {
  const db = openSqlite(damaged); // the start's checks: no error
  await db.destroy();
  expect(await checkWholeSqliteFile(damaged)).not.toBe('ok');
  expect(await checkWholeSqliteFile(healthy)).toBe('ok');
});

describe('a shop started on that file', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop({ env: { ...NO_EMULATOR_ENV, SQLITE_FILE: damaged } });
  });
  afterAll(() => shop?.stop());

  it('leaves traffic once the check has found it, naming the file and what to do, and stays alive', async () => {
    // The check reads the whole file after the start: asked until it has found the damage.
    const answer = await until(
      () => fetch(`${shop.url}/readyz`),
      (response) => response.status === 503,
      250,
    );
    const body = (await answer.json()) as { error: string; message: string };
    expect(body.error).toBe('not_ready');
    expect(body.message).toContain(`The SQLite database file ${damaged} cannot be used (integrity check says:`);
    expect(body.message).toMatch(/Move or delete that file \(or restore it from a backup\)/);
    expect(shop.output()).toContain(`The SQLite database file ${damaged} cannot be used`);
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
  });
});
