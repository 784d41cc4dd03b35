// Which of the shop's languages a browser's Accept-Language asks for.
import { preferredLanguage } from '@/i18n/preferredLanguage';

describe('preferredLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['de-AT', 'de'],
    ['en-GB,en;q=0.9,de;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,de;q=0.7,en;q=0.5', 'de'],
    ['en;q=0.4,de;q=0.6', 'de'],
    ['de;q=0,en', 'en'],
    ['fr, it', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['*', 'en'],
  ])('%s → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
