// Money is kept as integer cents from the database to the answer; euros (a number with at most two
// decimals) only at the edges: the import file, the staff form, the shop's API (docs/design.md, example 25).

/** Whole cents of an amount in euros (49.9 → 4990), rounding away binary fractions. */
export const centsOf = (euros: number): number => Math.round(euros * 100);

/** Euros of whole cents as a database gives them (a number, or text from a bigint column). */
export const eurosOf = (cents: number | string | bigint): number => Number(cents) / 100;
