// The message catalogues hold exactly what the code says, in both languages, and the compiled
// catalogues the code imports are the .po files' own: run `npm run i18n:extract`, translate, then
// `npm run i18n:compile` (docs/languages.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';

const root = path.resolve(__dirname, '../..');
const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts') });

/** The ICU arguments of a message: '{number}', '{count, plural, one {…} other {…}}' → ['count', 'number']. */
const placeholdersOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

describe.each(config.catalogs!.map((catalog, index) => [path.relative(root, catalog.path), index]))(
  'the catalogue %s',
  (_, index) => {
    const catalogOf = async () => (await getCatalogs(config))[index]!;

    it('holds every message the code uses, and no other, in every language', async () => {
      const catalog = await catalogOf();
      const used = Object.keys((await catalog.collect()) ?? {}).sort();
      expect(used.length).toBeGreaterThan(0);
      const all = await catalog.readAll();
      for (const locale of config.locales)
        expect({ locale, ids: Object.keys(all[locale]!).sort() }).toEqual({ locale, ids: used });
    });

    it('holds the English as the code writes it (the code is the source: `npm run i18n:extract` copies it)', async () => {
      const catalog = await catalogOf();
      const used = (await catalog.collect()) ?? {};
      const english = (await catalog.readAll())[config.sourceLocale ?? 'en']!;
      const drifted = Object.entries(used)
        .filter(([id, message]) => english[id]?.translation !== message.message)
        .map(
          ([id, message]) => `${id}: the code says "${message.message}", the catalogue "${english[id]?.translation}"`,
        );
      expect(drifted).toEqual([]);
    });

    it('has a translation of every message, with the same placeholders as the English', async () => {
      const all = await (await catalogOf()).readAll();
      const problems = Object.entries(all.en!).flatMap(([id, english]) =>
        config.locales.flatMap((locale) => {
          const text = all[locale]![id]?.translation ?? '';
          if (!text) return [`${locale} ${id}: missing`];
          if (placeholdersOf(text).join() !== placeholdersOf(english.translation ?? '').join())
            return [`${locale} ${id}: placeholders differ from the English`];
          return [];
        }),
      );
      expect(problems).toEqual([]);
    });

    it('is compiled as the code imports it', async () => {
      const catalog = await catalogOf();
      for (const locale of config.locales) {
        const { messages } = await catalog.getTranslations(locale, {
          sourceLocale: config.sourceLocale ?? 'en',
          fallbackLocales: {},
        });
        const { source } = createCompiledCatalog(locale, messages, {
          namespace: config.compileNamespace ?? 'ts',
          strict: true,
        });
        expect(readFileSync(`${catalog.path.replace('{locale}', locale)}.ts`, 'utf8')).toBe(source);
      }
    });
  },
);
