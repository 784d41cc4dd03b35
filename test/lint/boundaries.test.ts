// The client's fence (.eslintrc.cjs, import/no-restricted-paths), tried against every folder there
// is: a breach from each feature into each other one, and from each shared folder into a feature.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { probeLinter, ROOT } from './support/probeLinter';

const CLIENT = path.join(ROOT, 'src/client');
const NOT_SHARED = ['app', 'features', 'ssr'];

const foldersOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = foldersOf(path.join(CLIENT, 'features'));
const SHARED = foldersOf(CLIENT).filter((name) => !NOT_SHARED.includes(name));

/** A real module of the feature (its first TypeScript file, a lazy-only feature's in `lazy/`), as an import path. */
function moduleOf(feature: string): string {
  const files = readdirSync(path.join(CLIENT, 'features', feature), { recursive: true, encoding: 'utf8' });
  const file = files
    .filter((name) => /\.tsx?$/.test(name))
    .sort((a, b) => a.split('/').length - b.split('/').length)[0];
  if (!file) throw new Error(`features/${feature} holds no module`);
  return `@/client/features/${feature}/${file.replace(/\.tsx?$/, '')}`;
}

const importing = (from: string) => `import * as imported from '${from}';\nexport const probe = imported;\n`;

let lintFile: Awaited<ReturnType<typeof probeLinter>>;
beforeAll(async () => {
  lintFile = await probeLinter();
});
const lint = (code: string, folder: string) => lintFile(code, `src/client/${folder}/boundaryProbe.ts`);

test('the client has the folders this test walks', () => {
  expect(FEATURES.length).toBeGreaterThanOrEqual(5);
  expect(SHARED).toEqual(expect.arrayContaining(['api', 'components', 'hooks', 'lib']));
});

describe.each(FEATURES)('features/%s', (feature) => {
  const others = FEATURES.filter((other) => other !== feature);

  test.each(others)('may not import features/%s', async (other) => {
    const messages = await lint(importing(moduleOf(other)), `features/${feature}`);
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'import/no-restricted-paths' })]);
  });

  test('may import its own folder and the shared ones', async () => {
    const code = [moduleOf(feature), '@/client/lib/retry']
      .map((from, index) => `import * as own${index} from '${from}';\nexport const probe${index} = own${index};\n`)
      .join('');
    expect(await lint(code, `features/${feature}`)).toEqual([]);
  });
});

describe.each(SHARED)('%s/', (shared) => {
  test.each(FEATURES)('may not import features/%s', async (feature) => {
    const messages = await lint(importing(moduleOf(feature)), shared);
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'import/no-restricted-paths' })]);
  });
});
