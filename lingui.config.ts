// The shop's message catalogues (docs/languages.md): English, the spec's language, is the source;
// German is translated in the same .po files translators know. `npm run i18n:extract` collects the
// messages the code uses; `npm run i18n:compile` writes the compiled catalogues the code imports.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  locales: ['en', 'de'],
  sourceLocale: 'en',
  // A missing German message is a failing test (test/i18n/catalogs.test.ts), never a silent fallback.
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: [
    {
      // What the client writes: put in at build time, one client build per language
      // (scripts/inlineMessages.ts), so the catalogue itself never reaches a browser.
      path: '<rootDir>/src/client/i18n/catalogs/{locale}',
      include: ['<rootDir>/src/client'],
    },
    {
      // What the server writes to people: emails (later its pages' titles and descriptions).
      path: '<rootDir>/src/server/i18n/catalogs/{locale}',
      include: ['<rootDir>/src/server'],
    },
  ],
});
