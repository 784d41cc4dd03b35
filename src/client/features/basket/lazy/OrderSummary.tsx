// The last step directly above the order button (§ 312j (2) BGB): every line, shipping, the total
// incl. VAT, the payment method, and the terms and the right of withdrawal beside it.
import type { PaymentMethod, Product, ShippingRule } from '@/contract';
import type { BasketView } from './basketView';
import { formatCents } from '@/contract/selling';
import { PAYMENT_METHOD_NAMES } from '@/client/lib/paymentMethodNames';
import { LEGAL_PATHS } from '@/legalPages';
import { TotalsList } from './TotalsList';
import * as i18n from '@/client/i18n/i18n';

interface SummaryProps {
  view: BasketView;
  products: readonly Product[];
  shipping: ShippingRule;
  paymentMethod: PaymentMethod | '';
}

export function OrderSummary({ view, products, shipping, paymentMethod }: SummaryProps) {
  const titleOf = (id: number) =>
    products.find((p) => p.id === id)?.title ??
    i18n._({ id: 'basket.productFallback', message: 'Product {id}', values: { id } });
  return (
    <section className="order-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{i18n._({ id: 'checkout.summary.heading', message: 'Your order' })}</h2>
      <ul>
        {view.lines
          .filter((line) => line.now)
          .map((line) => (
            <li key={line.productId} lang="de">
              {line.quantity} × {titleOf(line.productId)} à {formatCents(line.now?.priceCents ?? 0)} ={' '}
              {formatCents((line.now?.priceCents ?? 0) * line.quantity)}
            </li>
          ))}
      </ul>
      <TotalsList totals={view.totals} shipping={shipping} />
      <p>
        {i18n._({
          id: 'checkout.summary.paymentMethod',
          message: 'Payment method: {method}',
          values: {
            method: paymentMethod
              ? PAYMENT_METHOD_NAMES[paymentMethod]
              : i18n._({ id: 'checkout.summary.paymentMethodMissing', message: 'not chosen yet' }),
          },
        })}
      </p>
      <p>
        {i18n._({ id: 'checkout.summary.legal.our', message: 'Our' })}{' '}
        <a href={LEGAL_PATHS.terms}>
          {i18n._({ id: 'checkout.summary.legal.terms', message: 'terms and conditions (AGB)' })}
        </a>{' '}
        {i18n._({ id: 'checkout.summary.legal.apply', message: 'apply; you have a' })}{' '}
        <a href={LEGAL_PATHS.withdrawal}>
          {i18n._({ id: 'checkout.summary.legal.withdrawal', message: 'right of withdrawal (Widerrufsbelehrung)' })}
        </a>
        .
      </p>
    </section>
  );
}
