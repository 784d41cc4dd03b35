// An IBAN's own check (ISO 13616): country, check digits and account, whose mod-97 remainder is 1.
// It catches a mistyped digit or two swapped, not an account that does not exist.

/** The IBAN as written to be stored: spaces gone, letters in upper case. */
export const compactIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/** `iban` (compact) has a valid shape and checksum. */
export function ibanChecksumHolds(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  // Letter by letter (A = 10 … Z = 35), digit by digit, so no number outgrows a double.
  for (const char of moved) {
    const value = Number.parseInt(char, 36);
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder === 1;
}
