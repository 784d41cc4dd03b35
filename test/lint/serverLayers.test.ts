// The server's fence (serverLayers.cjs, held by import/no-restricted-paths in .eslintrc.cjs), tried
// for every pair the layering forbids: the ground importing any feature, a feature importing its own
// layer's others or a higher layer, anything importing a composer; and the imports it allows.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { probeLinter, ROOT } from './support/probeLinter';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the layering is a CommonJS file ESLint reads
const layers = require('../../serverLayers.cjs') as { ground: string[]; features: string[][]; composers: string[] };

const SERVER = path.join(ROOT, 'src/server');
const features = layers.features.flat();

/** An import path of a real module of `name` (a folder's first TypeScript file, or the file itself). */
function moduleOf(name: string): string {
  const at = path.join(SERVER, name);
  if (!statSync(at).isDirectory()) return `@/server/${name.replace(/\.ts$/, '')}`;
  const file = readdirSync(at)
    .filter((entry) => entry.endsWith('.ts'))
    .sort()[0];
  if (!file) throw new Error(`src/server/${name} holds no module`);
  return `@/server/${name}/${file.replace(/\.ts$/, '')}`;
}

/** Where a probe of `name` is linted as: a new file in the folder, or the top-level file itself. */
const probeIn = (name: string) => (name.endsWith('.ts') ? `src/server/${name}` : `src/server/${name}/layerProbe.ts`);

const importing = (from: string) => `import * as imported from '${from}';\nexport const probe = imported;\n`;

/** Every [importer, imported] the layering forbids. */
function forbiddenPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const low of layers.ground) for (const high of [...features, ...layers.composers]) pairs.push([low, high]);
  layers.features.forEach((layer, index) => {
    const above = [...layers.features.slice(index).flat(), ...layers.composers];
    for (const name of layer) for (const other of above) if (other !== name) pairs.push([name, other]);
  });
  return pairs;
}

let lintFile: Awaited<ReturnType<typeof probeLinter>>;
beforeAll(async () => {
  lintFile = await probeLinter();
});

test('every folder and top-level file of src/server has a layer', () => {
  const placed = new Set([...layers.ground, ...features, ...layers.composers]);
  const names = readdirSync(SERVER).filter((name) => /^[^.]+(\.ts)?$/.test(name));
  expect(names.filter((name) => !placed.has(name))).toEqual([]);
});

test.each(forbiddenPairs())('%s may not import %s', async (importer, imported) => {
  const messages = await lintFile(importing(moduleOf(imported)), probeIn(importer));
  expect(messages).toEqual([expect.objectContaining({ ruleId: 'import/no-restricted-paths' })]);
});

test.each([...layers.ground, ...features])('%s may import the ground', async (name) => {
  const code = ['@/server/http/errors', '@/server/db/dialect']
    .map((from, index) => `import * as own${index} from '${from}';\nexport const probe${index} = own${index};\n`)
    .join('');
  expect(await lintFile(code, probeIn(name))).toEqual([]);
});

test.each([
  ['staff', 'catalog'],
  ['catalog', 'search'],
  ['favourites', 'account'],
  ['screens', 'seo'],
])('%s may import %s, a lower layer', async (importer, imported) => {
  expect(await lintFile(importing(moduleOf(imported)), probeIn(importer))).toEqual([]);
});
