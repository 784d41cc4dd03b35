// Three projects, each chosen by folder alone (never by file extension), so where a test file lives
// says how it runs:
//   client: test/client/**   the SPA in a browser-like DOM (jsdom with Node's fetch, via jest-fixed-jsdom)
//   server: test/server/**, test/build/**, test/reliability/**   plain Node
//   auth:   test/auth/**     the SPA's DOM against the real Firebase Auth emulator
// The browser suite (Playwright) lives in test/e2e and is not run by jest.
// Transpile-only per file (fast): ts-jest does that because tsconfig.json sets isolatedModules;
// the type check is `npm run typecheck`.
// `@/…` is `src/…`, as in tsconfig.json and webpack.config.js.
const srcAlias = { '^@/(.*)$': '<rootDir>/src/$1' };
// The client's texts are put in at build time (scripts/inlineMessages.ts): its tests run the English build's.
const tsJest = [
  'ts-jest',
  {
    tsconfig: 'tsconfig.json',
    diagnostics: false,
    astTransformers: { before: ['<rootDir>/test/support/inlineMessages.cjs'] },
  },
];
// jose (ID-token checks on the server) and stream-json with its stream-chain (catalogue import) ship
// ES modules only, which Jest on Node 20 cannot require: their files are turned into CommonJS like ours.
const esmOnlyPackages = {
  transform: {
    '^.+/node_modules/(jose|stream-json|stream-chain)/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, isolatedModules: true, module: 'commonjs', target: 'ES2022' }, diagnostics: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|stream-json|stream-chain)/)'],
};

/** @type {import('jest').Config} */
module.exports = {
  // One worker per core (jest's default leaves one core idle): the server tests mostly wait on the
  // shops, databases and emulators they start, so the second core is theirs too.
  maxWorkers: '100%',
  // Jest's 5 s default failed hooks that start a shop while the machine was busy (load 25): every
  // wait here is for an event, so this bounds a hang rather than judging speed. Projects ignore it.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/test/client/**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: { ...srcAlias, '\\.css(\\?inline)?$': '<rootDir>/test/support/styleStub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/test/support/setupClient.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      moduleNameMapper: srcAlias,
      testMatch: [
        '<rootDir>/test/server/**/*.test.ts?(x)',
        '<rootDir>/test/build/**/*.test.ts?(x)',
        '<rootDir>/test/reliability/**/*.test.ts?(x)',
        '<rootDir>/test/lint/**/*.test.ts?(x)',
      ],
      transform: { '^.+\\.tsx?$': tsJest, ...esmOnlyPackages.transform },
      transformIgnorePatterns: esmOnlyPackages.transformIgnorePatterns,
      // The run's production build made current, PostgreSQL and Redis checked: once, before any test.
      globalSetup: '<rootDir>/test/server/support/globalSetup.ts',
    },
    {
      // Sign-in against the real Firebase Auth emulator, which the global setup starts once on a
      // free port. A DOM like the client's, but resolving Firebase's browser build (the one shipped).
      displayName: 'auth',
      testEnvironment: '<rootDir>/test/auth/support/authEnvironment.cjs',
      testMatch: ['<rootDir>/test/auth/**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: { ...srcAlias, '\\.css(\\?inline)?$': '<rootDir>/test/support/styleStub.cjs' },
      globalSetup: '<rootDir>/test/auth/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/auth/support/globalTeardown.ts',
      // Its 30 s test timeout is set in setupAuthTests.ts: Jest ignores testTimeout in a project.
      setupFilesAfterEnv: ['<rootDir>/test/support/setupClient.ts', '<rootDir>/test/auth/support/setupAuthTests.ts'],
    },
  ],
};
