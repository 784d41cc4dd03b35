// The language this build of the client speaks: each language has its own build (webpack.config.js
// sets SHOP_LANGUAGE), with its words put in and its addresses under its prefix. Tests run English.
// Written so the minifier folds both to constants: no code for them in the first load.
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages';

export const BUILD_LANGUAGE = (process.env.SHOP_LANGUAGE ?? DEFAULT_LANGUAGE) as Language;

/** The router's basename: the language's prefix ('/de'), none for English (languagePrefix's rule). */
export const ROUTER_BASENAME: string | undefined =
  BUILD_LANGUAGE === DEFAULT_LANGUAGE ? undefined : `/${BUILD_LANGUAGE}`;
