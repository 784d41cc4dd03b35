// ESLint 9 with the classic config (the lint script sets ESLINT_USE_FLAT_CONFIG=false).
// Type-aware rules for the TypeScript sources; the client's layers (docs/architecture.md) are held
// by import/no-restricted-paths and import/no-cycle, so a change that breaks them fails `npm test`.
const fs = require('node:fs');
const path = require('node:path');

const CLIENT = './src/client';
/** Read at each run: a new feature or shared folder is held without editing this file. */
const foldersOf = (dir) =>
  fs
    .readdirSync(path.join(__dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = foldersOf(`${CLIENT}/features`);
/** Every client folder but the app that composes, the features and the server's renderer. */
const SHARED = foldersOf(CLIENT)
  .filter((name) => !['app', 'features', 'ssr'].includes(name))
  .map((name) => `${CLIENT}/${name}`);

/** A feature imports its own folder and the shared folders, never another feature. */
const SERVER = './src/server';
const serverLayers = require('./serverLayers.cjs');
const serverFeatures = serverLayers.features.flat();
{
  const placed = new Set([...serverLayers.ground, ...serverFeatures, ...serverLayers.composers]);
  const unplaced = fs
    .readdirSync(path.join(__dirname, SERVER))
    .filter((name) => /^[^.]+(\.ts)?$/.test(name) && !placed.has(name));
  if (unplaced.length > 0) throw new Error(`Give src/server/${unplaced.join(', ')} a layer in serverLayers.cjs.`);
}
/** The ground knows no feature; a feature imports only lower layers; nothing imports a composer. */
const serverZones = [
  ...serverLayers.ground.map((name) => ({
    target: `${SERVER}/${name}`,
    from: [...serverFeatures, ...serverLayers.composers].map((other) => `${SERVER}/${other}`),
    message: 'http, db, ops and the settings know no feature: move the code up to the feature, or pass it in.',
  })),
  ...serverLayers.features.flatMap((layer, index) =>
    layer.map((name) => ({
      target: `${SERVER}/${name}`,
      from: [...serverLayers.features.slice(index).flat(), ...serverLayers.composers]
        .filter((other) => other !== name)
        .map((other) => `${SERVER}/${other}`),
      message: `${name} imports only the ground and the layers below it (serverLayers.cjs, docs/architecture.md "The server's layers").`,
    })),
  ),
];

const featureZones = FEATURES.map((feature) => ({
  target: `${CLIENT}/features/${feature}`,
  from: `${CLIENT}/features`,
  except: [`./${feature}`],
  message: 'Features never import each other: move what both need to a shared folder, or pass it in as a prop.',
}));

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  env: { browser: true, node: true, es2022: true, jest: true },
  plugins: ['@typescript-eslint', 'react-hooks', 'import'],
  extends: ['eslint:recommended', 'plugin:react-hooks/recommended'],
  ignorePatterns: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report'],
  settings: {
    'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  overrides: [
    {
      files: ['*.ts', '*.tsx'],
      extends: ['plugin:@typescript-eslint/recommended-type-checked'],
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: __dirname },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        // One import statement a module (and kind): two were how accountRequests.ts came to import one module twice.
        'import/no-duplicates': 'error',
        // One spelling in names, the design card's `catalog`; prose and stored snake_case names keep "catalogue".
        '@typescript-eslint/naming-convention': [
          'error',
          { selector: 'default', format: null, custom: { regex: 'Catalogue|CATALOGUE|catalogue[A-Z]', match: false } },
        ],
        // `typeof import('…')` stays allowed: tests that load fresh module copies type them so.
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
        ],
        // Components use the typed hooks of app/hooks.ts, so state and dispatch are always typed.
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'react-redux',
                importNames: ['useSelector', 'useDispatch'],
                message: 'Use useAppSelector / useAppDispatch from app/hooks.ts.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      rules: {
        'import/no-cycle': 'error',
        'import/no-restricted-paths': [
          'error',
          {
            zones: [
              ...featureZones,
              ...serverZones,
              {
                target: `${CLIENT}/features`,
                from: `${CLIENT}/app`,
                except: ['./hooks.ts'],
                message: 'A feature takes only the typed hooks and store types from app/ (app/hooks.ts).',
              },
              ...SHARED.map((target) => ({
                target,
                from: [`${CLIENT}/features`, `${CLIENT}/app`, `${CLIENT}/ssr`, `${CLIENT}/main.ts`],
                message: 'Shared code never imports features or app: pass what it needs in as props.',
              })),
              {
                target: './src/server',
                from: CLIENT,
                message:
                  'The server shares only the top-level files and folders of src/ (contract/, shopRoutes.ts, …) with the client.',
              },
              {
                target: CLIENT,
                from: './src/server',
                message:
                  'The client shares only the top-level files and folders of src/ (contract/, shopRoutes.ts, …) with the server.',
              },
            ],
          },
        ],
      },
    },
    {
      // TypeBox stays out of the browser: code the client may bundle (all of src/ but the server and the
      // contract's schema files) takes only the types of the contract's schemas, whose values are the server's.
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      excludedFiles: [
        'src/server/**',
        'src/contract/*Schema.ts',
        'src/contract/*Schemas.ts',
        'src/contract/schemaRef.ts',
      ],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '@sinclair/typebox',
                  '@sinclair/typebox/*',
                  '**/contract/*',
                  // Plain values without TypeBox, taken directly so the first load does not carry them.
                  '!**/contract/selling',
                  '!**/contract/orderStatus',
                  './*Schema',
                  './*Schemas',
                  './schemaRef',
                ],
                allowTypeImports: true,
                message:
                  'The client takes only types from the schemas (import type): their values would bring TypeBox into the browser bundle. Values shared with the server are in src/contract/index.ts.',
              },
            ],
          },
        ],
      },
    },
    {
      // The client's functions stay readable at a glance: a longer one is split into hooks and parts.
      // JSX-only components (markup with no logic of their own) may be longer; none is needed so far.
      files: ['src/client/**/*.ts', 'src/client/**/*.tsx'],
      rules: {
        'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
        // Every text a shopper or staff member reads is a message in both languages (docs/languages.md):
        // words written straight into JSX, or into an attribute people read or hear, are caught here.
        'no-restricted-syntax': [
          'error',
          {
            selector: 'JSXText[value=/\\p{L}{2,}/u]',
            message: 'Words in JSX are a message: i18n._({ id, message }) (docs/languages.md).',
          },
          {
            selector:
              'JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder|label)$/] > Literal[value=/\\p{L}{2,}/u]',
            message: 'A label people read or hear is a message: i18n._({ id, message }) (docs/languages.md).',
          },
        ],
      },
    },
    {
      // Test doubles implement async interfaces with plain values, and jest asserts on methods
      // taken off their objects (expect(auth.signOut).toHaveBeenCalled()).
      files: ['test/**/*.ts', 'test/**/*.tsx'],
      rules: { '@typescript-eslint/require-await': 'off', '@typescript-eslint/unbound-method': 'off' },
    },
    {
      // Long functions hide several jobs: a route plugin registers one small function per route.
      files: ['src/server/**/*.ts', 'src/contract/**/*.ts', 'src/*.ts'],
      rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
    },
    { files: ['*.cjs', '*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ],
};
