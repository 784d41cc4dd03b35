import { useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from '@/i18n/languages';
import { BUILD_LANGUAGE } from '@/client/i18n/buildLanguage';
import { rememberLanguage } from '@/client/i18n/languageChoice';

/** Each language's name in its own words: the switch reads the same to whoever needs it. */
export const AUTONYMS: Record<Language, string> = { en: 'English', de: 'Deutsch' };

/** The shop's other language (it has two): German from English, English from German. */
const OTHER_LANGUAGE: Language = BUILD_LANGUAGE === DEFAULT_LANGUAGE ? 'de' : DEFAULT_LANGUAGE;

/** The same screen in another language: its address with the other prefix, search kept. */
export function useAddressIn(language: Language): string {
  const { pathname, search } = useLocation();
  return `${pathInLanguage(pathname, language)}${search}`;
}

/** The footer's switch: this screen in the other language, a page of that language's own build. */
export function LanguageSwitch() {
  return (
    <a
      className="site-footer__language"
      href={useAddressIn(OTHER_LANGUAGE)}
      hrefLang={OTHER_LANGUAGE}
      lang={OTHER_LANGUAGE}
      onClick={() => rememberLanguage(OTHER_LANGUAGE)}
    >
      {AUTONYMS[OTHER_LANGUAGE]}
    </a>
  );
}
