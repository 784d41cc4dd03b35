// The payment methods as shoppers and staff read them: the checkout, the order page, the staff's orders.
import type { PaymentMethod } from '@/contract/selling';
import * as i18n from '@/client/i18n/i18n';

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  prepayment: i18n._({ id: 'payment.method.prepayment', message: 'Payment in advance (bank transfer)' }),
  invoice: i18n._({ id: 'payment.method.invoice', message: 'Invoice' }),
};
