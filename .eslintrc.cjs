// ESLint 9 with the classic config (the lint script sets ESLINT_USE_FLAT_CONFIG=false).
module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  env: { browser: true, node: true, es2022: true, jest: true },
  plugins: ['@typescript-eslint', 'react-hooks'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended'],
  ignorePatterns: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    // Components use the typed hooks of app/hooks.ts, so state and dispatch are always typed.
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'react-redux', importNames: ['useSelector', 'useDispatch'], message: 'Use useAppSelector / useAppDispatch from app/hooks.ts.' },
        ],
      },
    ],
  },
  overrides: [
    { files: ['*.cjs', 'webpack.config.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ],
};
