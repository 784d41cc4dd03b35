// The footer's links to the legal pages, while the shop sells: plain links, as they are the server's
// pages, not the app's (docs/decisions.md). Its own chunk, loaded only behind the selling hint, so
// catalogue mode downloads none of it and asks nothing. With them the price law's note (PAngV) for
// the cards' prices: each marked with an asterisk that points to it, as German shops do.
import { useGetShopQuery } from '@/client/api/shopApi';
import { LEGAL_PAGES, LEGAL_PATHS } from '@/legalPages';
import * as i18n from '@/client/i18n/i18n';

// The note's link is a whole tap target, as the legal links below it are.
const PRICE_MARK =
  '.product-card__price::after { content: "*"; } .site-footer__price-note { margin: 0; text-align: center; } ' +
  '.site-footer__price-note a { display: inline-block; min-height: var(--tap-size); line-height: var(--tap-size); }';

export function LegalLinks() {
  // A save of the settings in this tab refreshes this answer too (settingsApi.ts).
  if (!useGetShopQuery().data?.selling) return null;
  return (
    <>
      <style href="price-mark" precedence="default">
        {PRICE_MARK}
      </style>
      <p className="site-footer__price-note">
        {i18n._({ id: 'legal.priceNote.vat', message: '* All prices incl. VAT,' })}{' '}
        <a href={LEGAL_PATHS.shippingInfo}>{i18n._({ id: 'legal.priceNote.shipping', message: 'plus shipping' })}</a>.
      </p>
      <LegalNav />
    </>
  );
}

function LegalNav() {
  return (
    <nav aria-label={i18n._({ id: 'legal.navigation', message: 'Legal' })}>
      <ul className="site-footer__legal">
        {LEGAL_PAGES.map(({ path, title }) => (
          <li key={path}>
            <a href={path}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
