// Which language to offer the shopper on this page (the offer's chunk): the one they chose before,
// or else the one their browser prefers, when it is not the page's.
import { LANGUAGES, type Language } from '@/i18n/languages';
import { preferredLanguage } from '@/i18n/preferredLanguage';
import { BUILD_LANGUAGE } from '../buildLanguage';
import { LANGUAGE_COOKIE } from '../languageChoice';

function rememberedLanguage(): Language | undefined {
  const value = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  return LANGUAGES.find((language) => language === value);
}

export function offeredLanguage(): Language | undefined {
  const wanted = rememberedLanguage() ?? preferredLanguage(navigator.languages.join(','));
  return wanted === BUILD_LANGUAGE ? undefined : wanted;
}
