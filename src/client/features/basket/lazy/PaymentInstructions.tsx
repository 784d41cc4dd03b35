import { formatCents, INVOICE_DAYS, printedIban, type OrderView } from '@/contract/selling';

/** How to pay: to the seller's IBAN with the order number as the reference, or within 14 days. */
export function PaymentInstructions({ order }: { order: OrderView }) {
  if (order.paymentMethod === 'invoice')
    return (
      <p>
        Payment by invoice: please pay {formatCents(order.totalCents)} within {INVOICE_DAYS} days.
      </p>
    );
  return (
    <div>
      <p>Payment in advance: please transfer {formatCents(order.totalCents)} to</p>
      {order.payTo ? (
        <dl className="payee">
          <dt>Account holder</dt>
          <dd>{order.payTo.name}</dd>
          <dt>IBAN</dt>
          <dd>{printedIban(order.payTo.iban)}</dd>
          <dt>Reference</dt>
          <dd>{order.payTo.reference}</dd>
        </dl>
      ) : (
        <p>the account named in your order confirmation, with the order number {order.number} as the reference.</p>
      )}
      <p>We send your order once the payment has arrived.</p>
    </div>
  );
}
