// Numbers, dates and prices as each language writes them, one formatter for server and client.
import { formatEuro } from '@/euroText';
import { formatDate, languageName } from '@/i18n/format';
import { formatCount } from '@/i18n/formatCount';

describe('formatCount', () => {
  it('groups thousands as each language does', () => {
    expect(formatCount(1_000_000, 'en')).toBe('1,000,000');
    expect(formatCount(1_000_000, 'de')).toBe('1.000.000');
    expect(formatCount(7, 'de')).toBe('7');
  });
});

describe('formatDate', () => {
  it('writes the day in the shop’s time zone: late evening in UTC is the next day in Germany', () => {
    const lateEvening = '2026-11-28T23:30:00Z';
    expect(formatDate(lateEvening, 'en')).toBe('29 Nov 2026');
    expect(formatDate(lateEvening, 'de')).toBe('29.11.2026');
    expect(formatDate(Date.parse('2026-07-01T10:00:00Z'), 'de')).toBe('01.07.2026');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('languageName', () => {
  it('names a language as the other writes it', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('de', 'de')).toBe('Deutsch');
    expect(languageName('en', 'de')).toBe('Englisch');
  });
});

describe('prices', () => {
  it('keep the spec’s form, the amount then the euro sign, in both languages', () => {
    // No language parameter by design: the shop sells in Germany, in euros, written the German way.
    expect(formatEuro(1299)).toBe('1.299,00\u00a0€');
  });
});
