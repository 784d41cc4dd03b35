// The language the shopper reads the shop in: the page's own (`<html lang>`), which the server
// writes for the address it answers. An order sent from here asks for its emails in it.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/i18n/languages';

export function pageLanguage(): Language {
  const lang = document.documentElement.lang.toLowerCase().split('-')[0];
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
