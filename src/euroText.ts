// Prices as the shop writes them (§1: the amount, then the euro sign), for the first load, selling's
// screens and the server's emails alike; a module of its own, so the first load takes nothing else.

/**
 * 1299 → '1.299,00 €' with a non-breaking space, as Intl.NumberFormat('de-DE') writes it, without
 * Intl: its first use loads ICU's number data, a long task at start-up.
 */
export function formatEuro(price: number): string {
  const [whole, cents] = price.toFixed(2).split('.');
  return `${whole?.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}\u00a0€`;
}
