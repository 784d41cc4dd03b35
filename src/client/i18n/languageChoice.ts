// The shopper's choice of language, remembered in a cookie for a year when they switch (the footer's
// link or the offer): a later visit is offered their language again, never redirected to it, so
// shared links and search engines keep each address's language. The first load carries only this;
// which language to offer is the offer's chunk's to work out (lazy/languageOffered.ts).
import type { Language } from '@/i18n/languages';
import { BUILD_LANGUAGE } from './buildLanguage';

export const LANGUAGE_COOKIE = 'shop_language';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** Whether another language may be offered: a choice was remembered, or the browser's first language is not the page's. */
export const mayOfferLanguage = (): boolean =>
  document.cookie.includes(`${LANGUAGE_COOKIE}=`) || !navigator.language.toLowerCase().startsWith(BUILD_LANGUAGE);
