// Names spell `catalog` (naming-convention in .eslintrc.cjs): a declared name with "catalogue" in it fails
// lint; prose, strings and the stored snake_case names (the catalogue_imports table) keep the word.
import { probeLinter } from './support/probeLinter';

const FILE = 'src/server/catalog/spellingProbe.ts';

describe('the spelling of catalog in names', () => {
  let lint: Awaited<ReturnType<typeof probeLinter>>;
  beforeAll(async () => {
    lint = await probeLinter();
  });

  const ruleIds = async (code: string) => (await lint(code, FILE)).map((message) => message.ruleId);

  it.each([
    'export const largeCatalogue = 1;',
    'export function readCatalogueFile(): void {}',
    'export const CATALOGUE_SIZE = 3;',
    'export type CatalogueFigures = { count: number };',
    'export const read = (catalogueFile: string) => catalogueFile;',
  ])('fails %s', async (code) => {
    expect(await ruleIds(code)).toContain('@typescript-eslint/naming-convention');
  });

  it('allows catalog names, the word in prose and strings, and snake_case stored names', async () => {
    const code = [
      '// The whole catalogue, read once.',
      "export const largeCatalog = 'the catalogue';",
      'export interface Tables { catalogue_imports: number }',
    ].join('\n');
    expect(await ruleIds(code)).toEqual([]);
  });
});
