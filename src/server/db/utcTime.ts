// A time column as a Date on either engine.

/** SQLite's CURRENT_TIMESTAMP is UTC text without a zone ('2026-11-24 13:52:11'); pg gives a Date. */
export function utcTime(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const time = value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(time.getTime()) ? undefined : time;
}
