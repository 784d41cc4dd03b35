// TypeBox stays out of the browser (.eslintrc.cjs, @typescript-eslint/no-restricted-imports): code the
// client bundles may take the contract's schemas as types (their Static<> types) but never as values.
import { probeLinter } from './support/probeLinter';

let lint: Awaited<ReturnType<typeof probeLinter>>;
beforeAll(async () => {
  lint = await probeLinter();
});

const refused = [expect.objectContaining({ ruleId: '@typescript-eslint/no-restricted-imports' })];

describe.each(['src/client/lib/probe.ts', 'src/client/features/catalog/probe.tsx', 'src/titleSearch/probe.ts'])(
  '%s',
  (file) => {
    test.each([
      [
        'a schema by @/',
        "import { ProductSchema } from '@/contract/catalogSchemas';\nexport const probe = ProductSchema;\n",
      ],
      [
        'a schema by a relative path',
        "import { ApiErrorBodySchema } from '../../contract/errorSchemas';\nexport const probe = ApiErrorBodySchema;\n",
      ],
      ['TypeBox', "import { Type } from '@sinclair/typebox';\nexport const probe = Type.String();\n"],
    ])('may not import %s as a value', async (_label, code) => {
      expect(await lint(code, file)).toEqual(refused);
    });

    test.each([
      [
        'a schema’s type',
        "import type { Product } from '@/contract/catalogSchemas';\nexport const probe = (p: Product) => p.id;\n",
      ],
      [
        'a TypeBox type, inline',
        "import { type Static } from '@sinclair/typebox';\nexport type Probe = Static<never>;\n",
      ],
      [
        'the contract’s values and types',
        "import { FIRST_PAGE_SIZE, type Product } from '@/contract';\nexport const probe = (p: Product) => p.id + FIRST_PAGE_SIZE;\n",
      ],
    ])('may import %s', async (_label, code) => {
      expect(await lint(code, file)).toEqual([]);
    });
  },
);

test("the contract's plain module hands the schemas' types on only as types", async () => {
  const code = "export { ProductSchema } from './catalogSchemas';\n";
  expect(await lint(code, 'src/contract/index.ts')).toEqual(refused);
  expect(await lint("export type { Product } from './catalogSchemas';\n", 'src/contract/index.ts')).toEqual([]);
});

test('the server and the schema files themselves use the schemas as values', async () => {
  const code = "import { ProductSchema } from '../../contract/catalogSchemas';\nexport const probe = ProductSchema;\n";
  expect(await lint(code, 'src/server/catalog/probe.ts')).toEqual([]);
  const schemaFile = "import { Type } from '@sinclair/typebox';\nexport const ProbeSchema = Type.String();\n";
  expect(await lint(schemaFile, 'src/contract/probeSchemas.ts')).toEqual([]);
});
