// The language the shopper reads the shop in: the page's own (`<html lang>`), which the server
// writes for the address it answers. An order sent from here asks for its emails in it.
import { DEFAULT_LANGUAGE, languageOfTag, type Language } from '@/i18n/languages';

export const pageLanguage = (): Language => languageOfTag(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
