// Counts and moments as every staff screen writes them, in the staff area's language: English until
// its screens are translated (docs/languages.md), so the switch is this one place.
import { formatCount } from '@/i18n/format';
import type { Language } from '@/i18n/languages';

const STAFF_LANGUAGE: Language = 'en';

/** A count with the language's grouping: 1,000,000. */
export const staffCount = (count: number): string => formatCount(count, STAFF_LANGUAGE);

/** A moment in UTC, so colleagues in two places read one time. */
export const staffTime = (at: string): string =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
