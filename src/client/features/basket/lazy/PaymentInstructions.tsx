import { formatCents, INVOICE_DAYS, printedIban, type OrderView } from '@/contract/selling';
import * as i18n from '@/client/i18n/i18n';

/** How to pay: to the seller's IBAN with the order number as the reference, or within 14 days. */
export function PaymentInstructions({ order }: { order: OrderView }) {
  if (order.paymentMethod === 'invoice')
    return (
      <p>
        {i18n._({
          id: 'payment.invoice.instructions',
          message: 'Payment by invoice: please pay {amount} within {days, plural, one {# day} other {# days}}.',
          values: { amount: formatCents(order.totalCents), days: INVOICE_DAYS },
        })}
      </p>
    );
  return (
    <div>
      <p>
        {i18n._({
          id: 'payment.prepayment.instructions',
          message: 'Payment in advance: please transfer {amount} to',
          values: { amount: formatCents(order.totalCents) },
        })}
      </p>
      {order.payTo ? (
        <dl className="payee">
          <dt>{i18n._({ id: 'payment.payee.holder', message: 'Account holder' })}</dt>
          <dd>{order.payTo.name}</dd>
          <dt>{i18n._({ id: 'payment.payee.iban', message: 'IBAN' })}</dt>
          <dd>{printedIban(order.payTo.iban)}</dd>
          <dt>{i18n._({ id: 'payment.payee.reference', message: 'Reference' })}</dt>
          <dd>{order.payTo.reference}</dd>
        </dl>
      ) : (
        <p>
          {i18n._({
            id: 'payment.prepayment.accountInConfirmation',
            message: 'the account named in your order confirmation, with the order number {number} as the reference.',
            values: { number: order.number },
          })}
        </p>
      )}
      <p>
        {i18n._({
          id: 'payment.prepayment.shipAfterPayment',
          message: 'We send your order once the payment has arrived.',
        })}
      </p>
    </div>
  );
}
