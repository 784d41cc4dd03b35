// Stock and VAT in the catalogue import (issue 47) on SQLite and PostgreSQL: the optional CSV columns
// `stock` and `vatRate` and the JSON fields of the same names, left out meaning not counted and 19 %;
// bad values named by their file line; the preview counting a change of either as a change; and a
// replace (PostgreSQL's staging tables) and an upsert writing them.
import type { AdminProduct, ImportPreview } from '@/contract';
import { importCatalog } from '@/server/catalog/importCatalog';
import { createStaffList } from '@/server/staff/staffList';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { authorization, verifiedToken } from '../support/staffTokens';
import { STAFF_API, adminProductApiPath } from '@/staffRoutes';

jest.setTimeout(120_000);

const STAFF = 'ivo.import@shop.example';
const bearer = () => authorization(verifiedToken(STAFF));

const HEADER = 'id,title,price,description,mark,category,images';
const row = (product: AdminProduct, ...more: Array<string | number>) =>
  [
    product.id,
    product.title,
    product.price,
    product.description,
    product.mark,
    product.category,
    product.images.join('|'),
    ...more,
  ]
    .map((cell) => (/[",;\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : String(cell)))
    .join(',');

describeOnEachEngine('stock and VAT in the catalogue import on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine });
    await createStaffList(t.database.db).add(STAFF);
  });
  afterAll(() => t.close());

  const read = async (id: number) =>
    json<AdminProduct>((await t.inject({ url: adminProductApiPath(id), headers: bearer() })).body);
  const previewed = async (body: string, name: string, mode = 'upsert') => {
    const answer = await t.inject({
      method: 'POST',
      url: `${STAFF_API.adminImportPreview}?name=${encodeURIComponent(name)}&mode=${mode}`,
      headers: { ...bearer(), 'content-type': 'application/octet-stream' },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    return json<ImportPreview>(answer.body);
  };
  const imported = async (body: string, name: string) => {
    const { token } = await previewed(body, name);
    expect(token).toEqual(expect.any(String));
    const answer = await t.inject({
      method: 'POST',
      url: `${STAFF_API.adminImports}?token=${encodeURIComponent(token!)}`,
      headers: { ...bearer(), 'content-type': 'text/csv' },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('"type":"done"');
  };

  it('reads the CSV columns stock and vatRate (any case, any order), empty meaning not counted and 19 %', async () => {
    const [one, two, three] = [await read(1), await read(2), await read(3)];
    const file = [`${HEADER},VatRate,Stock`, row(one, 7, 12), row(two, '', ''), row(three, 19, 0)].join('\n');
    expect(await previewed(file, 'stock.csv')).toMatchObject({ changed: 2, unchanged: 1, invalid: { total: 0 } });
    await imported(file, 'stock.csv');
    expect(await read(1)).toEqual({ ...one, stock: 12, vatRate: 7 });
    expect(await read(2)).toEqual({ ...two, stock: null, vatRate: 19 });
    expect(await read(3)).toEqual({ ...three, stock: 0, vatRate: 19 });
    // A file without the columns sets what it leaves out: not counted, 19 %, and counts that as a change.
    expect(await previewed([HEADER, row(one), row(two)].join('\n'), 'plain.csv')).toMatchObject({
      changed: 1,
      unchanged: 1,
    });
  });

  it('names each bad stock or rate by its CSV line, in the import’s words, and gives no token', async () => {
    const one = await read(4);
    const file = [
      `${HEADER},stock,vatRate`,
      row({ ...one, id: 900_201 }, -1, 19), // line 2
      row({ ...one, id: 900_202 }, '2,5', 7), // line 3: a comma decimal is a fraction
      row({ ...one, id: 900_203 }, 'viele', 16), // line 4
      row({ ...one, id: 900_204 }, 3, 7), // line 5: fine
    ].join('\n');
    const answer = await previewed(file, 'bad-stock.csv');
    expect(answer.token).toBeUndefined();
    expect(answer.invalid.rows).toEqual([
      { line: 2, problems: [expect.stringMatching(/^field 'stock' must be a whole number from 0 .* got -1$/)] },
      { line: 3, problems: [expect.stringMatching(/^field 'stock' must be .* got 2\.5$/)] },
      {
        line: 4,
        problems: [
          expect.stringMatching(/^field 'stock' must be .* got "viele"$/),
          expect.stringMatching(/^field 'vatRate' must be one of the VAT rates 19 or 7 .* got 16$/),
        ],
      },
    ]);
  });

  it('reads JSON Lines fields stock and vatRate, names bad ones by line, and counts a change of either', async () => {
    const [five, six] = [await read(5), await read(6)];
    const { stock: _s, vatRate: _v, ...bare } = six;
    const good = [JSON.stringify({ product: { ...five, stock: 8, vatRate: 7 } }), JSON.stringify({ product: bare })];
    expect(await previewed(good.join('\n'), 'stock.jsonl')).toMatchObject({ changed: 1, unchanged: 1 });
    await imported(good.join('\n'), 'stock.jsonl');
    expect(await read(5)).toEqual({ ...five, stock: 8, vatRate: 7 });
    // Only the rate differs: still a change.
    const rateOnly = JSON.stringify({ product: { ...five, stock: 8, vatRate: 19 } });
    expect(await previewed(rateOnly, 'rate.jsonl')).toMatchObject({ changed: 1, unchanged: 0 });
    const bad = [
      JSON.stringify({ product: { ...five, stock: 1.5 } }),
      '',
      JSON.stringify({ product: { ...six, vatRate: null } }),
    ].join('\n');
    expect((await previewed(bad, 'bad.jsonl')).invalid.rows).toEqual([
      { line: 1, problems: [expect.stringMatching(/^field 'stock' must be .* got 1\.5$/)] },
      { line: 3, problems: [expect.stringMatching(/^field 'vatRate' must be .* got null$/)] },
    ]);
  });

  it('writes stock and rate in a replace (on PostgreSQL through its staging tables) and an upsert', async () => {
    const categories = await t.database.db.selectFrom('categories').selectAll().execute();
    const product = await read(7);
    const products = [
      { ...product, stock: 2, vatRate: 7 as const },
      { ...product, id: 900_300, title: 'Zweites', stock: null, vatRate: 19 as const },
      { ...product, id: 900_301, title: 'Drittes' },
    ];
    await importCatalog(
      t.database.db,
      {
        categories: categories.map((c) => ({ catName: c.cat_name, bgColor: c.bg_color, imageUrl: c.image_url })),
        products,
      },
      'replace',
    );
    const rows = await t.database.db.selectFrom('products').select(['id', 'stock', 'vat_rate']).orderBy('id').execute();
    expect(rows.map((r) => [Number(r.id), r.stock, Number(r.vat_rate)])).toEqual([
      [7, 2, 7],
      [900_300, null, 19],
      [900_301, null, 19],
    ]);
    await importCatalog(t.database.db, { categories: [], products: [{ ...products[1]!, stock: 40 }] }, 'upsert');
    expect((await read(900_300)).stock).toBe(40);
    expect((await read(7)).stock).toBe(2);
  });
});
