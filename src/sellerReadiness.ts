// What the shop settings lack before selling can be switched on, by field: the server refuses
// `selling: true` naming each (400), the staff screen lists them before the owner tries. Not in the
// contract's index: only the staff chunk and the server need it, never the first load.
import type { LegalText, ShopSettings } from './contract';

/** The seller's fields the imprint and the law ask for; phone and VAT id are optional. */
export const REQUIRED_SELLER = ['name', 'street', 'postalCode', 'city', 'email'] as const;

/** The fields selling needs that `settings` lacks, by name ('seller.iban' only when prepayment is offered). */
export function missingForSelling(settings: ShopSettings): string[] {
  const { seller } = settings;
  return [
    ...REQUIRED_SELLER.filter((name) => !seller[name]).map((name) => `seller.${name}`),
    ...(settings.paymentMethods.length === 0 ? ['paymentMethods'] : []),
    ...(settings.paymentMethods.includes('prepayment') && !seller.iban ? ['seller.iban'] : []),
    // The record holds every text (LEGAL_TEXTS' values would tie the contract's list to the first load).
    ...(Object.keys(settings.legal) as LegalText[])
      .filter((name) => !settings.legal[name])
      .map((name) => `legal.${name}`),
  ];
}
