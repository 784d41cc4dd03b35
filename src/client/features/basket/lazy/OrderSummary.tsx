// The last step directly above the order button (§ 312j (2) BGB): every line, shipping, the total
// incl. VAT, the payment method, and the terms and the right of withdrawal beside it.
import type { PaymentMethod, Product, ShippingRule } from '@/contract';
import type { BasketView } from './basketView';
import { formatCents } from '@/contract/selling';
import { PAYMENT_METHOD_NAMES } from '@/client/lib/paymentMethodNames';
import { LEGAL_PATHS } from '@/legalPages';
import { TotalsList } from './TotalsList';

interface SummaryProps {
  view: BasketView;
  products: readonly Product[];
  shipping: ShippingRule;
  paymentMethod: PaymentMethod | '';
}

export function OrderSummary({ view, products, shipping, paymentMethod }: SummaryProps) {
  return (
    <section className="order-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Your order</h2>
      <ul>
        {view.lines
          .filter((line) => line.now)
          .map((line) => (
            <li key={line.productId} lang="de">
              {line.quantity} × {products.find((p) => p.id === line.productId)?.title ?? `Product ${line.productId}`} à{' '}
              {formatCents(line.now?.priceCents ?? 0)} = {formatCents((line.now?.priceCents ?? 0) * line.quantity)}
            </li>
          ))}
      </ul>
      <TotalsList totals={view.totals} shipping={shipping} />
      <p>Payment method: {paymentMethod ? PAYMENT_METHOD_NAMES[paymentMethod] : 'not chosen yet'}</p>
      <p>
        Our <a href={LEGAL_PATHS.terms}>terms and conditions (AGB)</a> apply; you have a{' '}
        <a href={LEGAL_PATHS.withdrawal}>right of withdrawal (Widerrufsbelehrung)</a>.
      </p>
    </section>
  );
}
