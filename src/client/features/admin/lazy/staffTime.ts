// A moment as every staff screen writes it: in UTC, so colleagues in two places read one time.
export const staffTime = (at: string): string =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
