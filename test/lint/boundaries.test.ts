// The client's fence (.eslintrc.cjs, import/no-restricted-paths), tried against every folder there
// is: a breach from each feature into each other one, and from each shared folder into a feature.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
const CLIENT = path.join(ROOT, 'src/client');
const NOT_SHARED = ['app', 'features', 'ssr'];

const foldersOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = foldersOf(path.join(CLIENT, 'features'));
const SHARED = foldersOf(CLIENT).filter((name) => !NOT_SHARED.includes(name));

/** A real module of the feature (its first TypeScript file), as an import path. */
function moduleOf(feature: string): string {
  const file = readdirSync(path.join(CLIENT, 'features', feature)).find((name) => /\.tsx?$/.test(name));
  if (!file) throw new Error(`features/${feature} holds no module`);
  return `@/client/features/${feature}/${file.replace(/\.tsx?$/, '')}`;
}

const importing = (from: string) => `import * as imported from '${from}';\nexport const probe = imported;\n`;

let lint: (code: string, folder: string) => Promise<{ ruleId: string | null; message: string }[]>;

beforeAll(async () => {
  // The lint script's engine and config file. The probe files exist only in memory, so outside
  // tsconfig's program: type information is turned off (typescript-eslint's own preset for such
  // files), and so is import/no-cycle, which reads every file from disk. The fence needs neither.
  const LegacyESLint = await loadESLint({ useFlatConfig: false });
  const eslint = new LegacyESLint({
    cwd: ROOT,
    overrideConfig: {
      extends: ['plugin:@typescript-eslint/disable-type-checked'],
      rules: { 'import/no-cycle': 'off' },
    },
  });
  lint = async (code, folder) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(CLIENT, folder, 'boundaryProbe.ts') });
    return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
  };
});

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
