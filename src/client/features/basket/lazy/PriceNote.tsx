import { LEGAL_PATHS } from '@/legalPages';
import * as i18n from '@/client/i18n/i18n';

/** What every price carries while the shop sells (PAngV): gross, and shipping comes on top. */
export function PriceNote() {
  return (
    <p className="price-note">
      {i18n._({ id: 'basket.priceNote.vat', message: 'incl. VAT,' })}{' '}
      <a href={LEGAL_PATHS.shippingInfo}>{i18n._({ id: 'basket.priceNote.shipping', message: 'plus shipping' })}</a>
    </p>
  );
}
