import { LEGAL_PATHS } from '@/legalPages';

/** What every price carries while the shop sells (PAngV): gross, and shipping comes on top. */
export function PriceNote() {
  return (
    <p className="price-note">
      incl. VAT, <a href={LEGAL_PATHS.shippingInfo}>plus shipping</a>
    </p>
  );
}
