// The staff's catalogue file import (issue 38) on SQLite and PostgreSQL: the preview's counts of
// added, changed, unchanged and removed products; bad CSV rows by their file line; a preview writes
// nothing; the confirm imports all or nothing with its progress as NDJSON and one history entry;
// a preview the catalogue moved on from, or another file, is refused; the list of imports.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import type { AdminProduct, ImportEntry, ImportHistory, ImportPreview, ImportProgress } from '@/contract';
import { readCatalogVersion } from '@/server/db/catalogVersion';
import { createStaffList } from '@/server/staff/staffList';
import { shopScript } from '../../support/shopScript';
import type { TestResponse } from '../support/httpClient';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { authorization, verifiedToken } from '../support/staffTokens';
import { STAFF_API, adminProductApiPath } from '@/staffRoutes';

jest.setTimeout(120_000);

const STAFF = 'ina.importer@shop.example';
const tokenOf = verifiedToken;
const staffToken = tokenOf(STAFF);
const bearer = (token = staffToken) => authorization(token);

const HEADER = 'id,title,price,description,mark,category,images';
const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const csvRow = (product: AdminProduct) =>
  [
    product.id,
    product.title,
    product.price,
    product.description,
    product.mark,
    product.category,
    product.images.join('|'),
  ]
    .map((cell) => csvCell(String(cell)))
    .join(',');

describeOnEachEngine('importing a catalogue file in the staff API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine });
    await createStaffList(t.database.db).add(STAFF);
  });
  afterAll(() => t.close());

  const read = async (id: number) =>
    json<AdminProduct>((await t.inject({ url: adminProductApiPath(id), headers: bearer() })).body);
  const productCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const preview = (body: string, name: string, mode = 'upsert', token = staffToken) =>
    t.inject({
      method: 'POST',
      url: `${STAFF_API.adminImportPreview}?name=${encodeURIComponent(name)}&mode=${mode}`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const previewed = async (body: string, name: string, mode = 'upsert') => {
    const answer = await preview(body, name, mode);
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    return json<ImportPreview>(answer.body);
  };
  const confirm = (body: string, token: string) =>
    t.inject({
      method: 'POST',
      url: `${STAFF_API.adminImports}?token=${encodeURIComponent(token)}`,
      headers: { ...bearer(), 'content-type': 'text/csv' },
      payload: body,
    });
  const progressOf = (answer: TestResponse): ImportProgress[] =>
    answer.body
      .split('\n')
      .filter(Boolean)
      .map((line) => json<ImportProgress>(line));
  const imports = async (query = '') =>
    json<ImportHistory>((await t.inject({ url: `${STAFF_API.adminImports}${query}`, headers: bearer() })).body);

  it('answers 401 without a token and 403 for a shopper, on every import route', async () => {
    const shopper = tokenOf('shopper@shop.example');
    for (const [method, url] of [
      ['POST', `${STAFF_API.adminImportPreview}?name=a.csv`],
      ['POST', `${STAFF_API.adminImports}?token=x`],
      ['GET', STAFF_API.adminImports],
    ] as const) {
      expect((await t.inject({ method, url, payload: method === 'POST' ? HEADER : undefined })).statusCode).toBe(401);
      const refused = await t.inject({
        method,
        url,
        headers: bearer(shopper),
        payload: method === 'POST' ? HEADER : undefined,
      });
      expect([refused.statusCode, json<{ error: string }>(refused.body).error]).toEqual([403, 'forbidden']);
    }
  });

  it('previews a CSV: added, changed and unchanged counted, nothing written, and a token', async () => {
    const [one, two] = [await read(1), await read(2)];
    const version = await readCatalogVersion(t.database.db);
    const before = await imports();
    const file = [
      HEADER,
      csvRow({ ...one, price: one.price + 1 }),
      csvRow(two),
      csvRow({ ...two, id: 900_001, title: 'Neues Sofa' }),
    ].join('\n');
    const answer = await previewed(file, 'products.csv');
    expect(answer).toMatchObject({
      file: 'products.csv',
      format: 'csv',
      mode: 'upsert',
      products: 3,
      added: 1,
      changed: 1,
      unchanged: 1,
      removed: 0,
      invalid: { total: 0, rows: [] },
    });
    expect(answer.token).toEqual(expect.any(String));
    expect(await read(1)).toEqual(one);
    expect((await t.inject(`/api/product/900001`)).statusCode).toBe(404);
    expect(await readCatalogVersion(t.database.db)).toBe(version);
    expect(await imports()).toEqual(before);
  });

  it('lists every invalid CSV row by its line in the file, in the import’s words, and gives no token', async () => {
    const one = await read(1);
    const file = [
      HEADER,
      csvRow({ ...one, description: 'Zwei\nZeilen' }), // lines 2 and 3
      csvRow({ ...one, id: 900_002, price: -1 }), // line 4
      '',
      `900003,Ohne Bild,5,x,M,${one.category},`, // line 6
      '900004,Zu kurz,5', // line 7
      csvRow({ ...one, id: 900_005, category: 'Gibt es nicht' }), // line 8
      csvRow({ ...one, description: 'doppelt' }), // line 9: id 1 again
    ].join('\n');
    const answer = await previewed(file, 'bad.csv');
    expect(answer.token).toBeUndefined();
    expect(answer.invalid.total).toBe(5);
    expect(answer.invalid.rows).toEqual([
      { line: 4, problems: [expect.stringMatching(/^field 'price' must be a number of euros .* got -1$/)] },
      { line: 6, problems: [expect.stringMatching(/^field 'images' must be a list of 1 to 4 picture file names/)] },
      { line: 7, problems: ['has 3 cells, the header 7'] },
      { line: 8, problems: [expect.stringMatching(/^field 'category' names no category .* got "Gibt es nicht"$/)] },
      { line: 9, problems: [expect.stringMatching(/^field 'id' repeats the value of record 0: 1$/)] },
    ]);
    expect(answer.products).toBe(5); // the short row is no product: a problem of its line
    expect(await read(1)).toEqual(one);
  });

  it('says why a file cannot be read at all (a CSV without its header), with no token', async () => {
    const answer = await previewed('id,titel\n1,x\n', 'wrong.csv');
    expect(answer.problem).toMatch(/line 1: unknown column 'titel'/);
    expect(answer.token).toBeUndefined();
  });

  it('counts what a replace removes, for JSON Lines', async () => {
    const total = await productCount();
    const [one, two] = [await read(1), await read(2)];
    const categories = json<Array<{ catName: string; bgColor: string; imageUrl: string }>>(
      (await t.inject('/api')).body,
    );
    const lines = [
      ...categories.map(({ catName, bgColor, imageUrl }) =>
        JSON.stringify({ category: { catName, bgColor, imageUrl } }),
      ),
      JSON.stringify({ product: one }),
      JSON.stringify({ product: { ...two, title: 'Anders' } }),
    ].join('\n');
    const answer = await previewed(lines, 'all.jsonl', 'replace');
    expect(answer).toMatchObject({
      format: 'jsonl',
      mode: 'replace',
      added: 0,
      changed: 1,
      unchanged: 1,
      removed: total - 2,
    });
    expect(await productCount()).toBe(total);
  });

  it('imports a previewed file with its progress, as one entry with who, which file and its counts', async () => {
    const [one, two] = [await read(1), await read(2)];
    const file = [
      HEADER,
      csvRow({ ...one, price: 1234.5 }),
      csvRow(two),
      csvRow({ ...two, id: 900_010, title: 'Ganz neu' }),
    ].join('\n');
    const { token } = await previewed(file, 'katalog.csv');
    const answer = await confirm(file, token!);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const lines = progressOf(answer);
    expect(lines.filter((line) => line.type === 'progress').at(-1)).toEqual({
      type: 'progress',
      phase: 'writing',
      done: 3,
      total: 3,
    });
    const last = lines.at(-1) as Extract<ImportProgress, { type: 'done' }>;
    expect(last.type).toBe('done');
    expect(last.import).toMatchObject({
      by: STAFF,
      via: 'browser',
      file: 'katalog.csv',
      format: 'csv',
      mode: 'upsert',
      products: 3,
      added: 1,
      changed: 1,
      unchanged: 1,
      removed: 0,
      bytes: Buffer.byteLength(file),
    });
    expect(json<{ price: number }>((await t.inject('/api/product/1')).body).price).toBe(1234.5);
    expect(json<{ title: string }>((await t.inject('/api/product/900010')).body).title).toBe('Ganz neu');
    const listed = await imports();
    expect(listed.imports[0]).toEqual(last.import);
    expect(Date.parse(listed.imports[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a preview the catalogue moved on from, and another file than the one previewed', async () => {
    const one = await read(1);
    const file = [HEADER, csvRow({ ...one, title: 'Aus der Vorschau' })].join('\n');
    const { token } = await previewed(file, 'stale.csv');
    const other = await confirm(`${file}\n`, token!);
    expect([other.statusCode, json<{ error: string }>(other.body).error]).toEqual([409, 'not_previewed']);

    // Someone saves a product between the preview and the confirm.
    const current = await t.inject({ url: adminProductApiPath(2), headers: bearer() });
    const saved = await t.inject({
      method: 'PUT',
      url: adminProductApiPath(2),
      headers: { ...bearer(), 'content-type': 'application/json', 'if-match': String(current.headers.etag) },
      payload: JSON.stringify({ ...json<AdminProduct>(current.body), price: 3.5 }),
    });
    expect(saved.statusCode).toBe(200);
    const before = await imports();
    const stale = await confirm(file, token!);
    expect(stale.statusCode).toBe(409);
    const refusal = json<{ error: string; message: string }>(stale.body);
    expect(refusal.error).toBe('catalogue_changed');
    expect(refusal.message).toMatch(/changed since this file was previewed.*Preview the file again/);
    expect((await read(1)).title).toBe(one.title);
    expect(await imports()).toEqual(before);
  });

  it('changes nothing and records nothing when the import is stopped half way', async () => {
    const one = await read(1);
    const rows = Array.from({ length: 25_000 }, (_, index) =>
      csvRow({ ...one, id: 800_000 + index, title: `Massenware ${index}` }),
    );
    const file = [HEADER, ...rows].join('\n');
    const { token, added } = await previewed(file, 'gross.csv');
    expect(added).toBe(25_000);
    const before = await imports();
    const total = await productCount();
    // The answer's first progress line, then the client goes away: the import's process is killed.
    const stopped = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: (t.app.server.address() as { port: number }).port,
          method: 'POST',
          path: `${STAFF_API.adminImports}?token=${encodeURIComponent(token!)}`,
          headers: { ...bearer(), 'content-type': 'text/csv' },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            request.destroy();
            resolve(chunk.toString());
          });
        },
      );
      request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
      request.end(file);
    });
    expect(json<ImportProgress>(stopped.split('\n')[0]!)).toMatchObject({ type: 'progress' });
    // The next preview waits until the killed import's process is gone; the catalogue is as it was.
    let next = await preview(HEADER, 'leer.csv');
    for (let tries = 0; next.statusCode === 503 && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      next = await preview(HEADER, 'leer.csv');
    }
    expect(next.statusCode).toBe(200);
    expect(await productCount()).toBe(total);
    expect(await imports()).toEqual(before);
  });

  it('records a CLI import as one entry too, by the user who ran it; a refused one records nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-import-cli-'));
    const { sqliteFile, databaseUrl, searchPath } = t.database.target;
    const url = databaseUrl ? new URL(databaseUrl) : undefined;
    url?.searchParams.set('options', `-c search_path=${searchPath}`);
    const env = { ...process.env, SQLITE_FILE: sqliteFile ?? '', DATABASE_URL: url?.toString() ?? '' };
    const cli = (file: string) =>
      spawnSync(...shopScript('src/server/catalog/importCli.ts', file, '--mode', 'upsert'), {
        env,
        encoding: 'utf8',
      });
    try {
      const [one, two] = [await read(1), await read(2)];
      const good = path.join(dir, 'cli.jsonl');
      writeFileSync(
        good,
        [{ ...one, title: 'Vom Terminal' }, two].map((product) => JSON.stringify({ product })).join('\n'),
      );
      const ran = cli(good);
      expect(ran.stdout).toMatch(/0 added, 1 changed, 1 unchanged, 0 removed; recorded as import \d+/);
      expect(ran.status).toBe(0);
      const [entry] = (await imports()).imports;
      expect(entry).toMatchObject({
        by: userInfo().username,
        via: 'cli',
        file: good,
        format: 'jsonl',
        changed: 1,
        unchanged: 1,
      });

      const bad = path.join(dir, 'bad.jsonl');
      writeFileSync(
        bad,
        [
          { ...one, title: 'Nie' },
          { ...two, price: 'teuer' },
        ]
          .map((product) => JSON.stringify({ product }))
          .join('\n'),
      );
      expect(cli(bad).status).toBe(1);
      expect((await imports()).imports[0]).toEqual(entry);
      expect((await read(1)).title).toBe('Vom Terminal');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists the imports newest first, a page at a time', async () => {
    const all = await imports();
    expect(all.imports.length).toBeGreaterThanOrEqual(1);
    const first = await imports('?limit=1');
    expect(first.imports).toEqual(all.imports.slice(0, 1));
    if (all.imports.length > 1) expect(first.nextBefore).toBe(all.imports[0]!.id);
    const ids = all.imports.map((entry: ImportEntry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bad = await t.inject({ url: `${STAFF_API.adminImports}?limit=0`, headers: bearer() });
    expect(bad.statusCode).toBe(400);
  });
});
