// Each record a catalogue file yields says the line of the file it starts on, whatever the format,
// so the preview can point a shop owner at it: the JSON object pretty-printed or not, JSON Lines
// with blank lines, CSV with a quoted line break.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCatalogFile } from '@/server/catalog/readCatalogFile';

let dir: string;
beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), 'shop-lines-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function linesOf(name: string, text: string): Promise<Array<[string, number | undefined]>> {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  const seen: Array<[string, number | undefined]> = [];
  for await (const record of readCatalogFile(file).records)
    seen.push(['problem' in record ? 'problem' : record.list, record.line]);
  return seen;
}

it('gives a JSON object’s records the line their first token is on', async () => {
  const text = [
    '{',
    '  "categories": [{ "catName": "A", "bgColor": "#fff", "imageUrl": "/a.webp" }],',
    '  "products": [',
    '    {',
    '      "id": 1',
    '    },',
    '    { "id": 2 }, { "id": 3 },',
    '    7',
    '  ]',
    '}',
  ].join('\n');
  expect(await linesOf('pretty.json', text)).toEqual([
    ['categories', 2],
    ['products', 4],
    ['products', 7],
    ['products', 7],
    ['products', 8],
  ]);
});

it('numbers JSON Lines by the file’s lines, blank ones counted', async () => {
  const text = ['{"category":{"catName":"A"}}', '', '{"product":{"id":1}}', 'not json', '{"other":1}'].join('\r\n');
  expect(await linesOf('lines.jsonl', text)).toEqual([
    ['categories', 1],
    ['products', 3],
    ['problem', 4],
    ['problem', 5],
  ]);
});

it('numbers CSV rows by the line they start on, after a cell with a line break', async () => {
  const text = [
    'id,title,price,description,mark,category,images',
    '1,A,1,"two',
    'lines",M,C,a.webp',
    '',
    '2,B,2,d,M,C,b.webp',
  ].join('\n');
  expect(await linesOf('rows.csv', text)).toEqual([
    ['products', 2],
    ['products', 5],
  ]);
});
