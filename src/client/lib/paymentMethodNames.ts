// The payment methods as shoppers and staff read them: the checkout, the order page, the staff's orders.
import type { PaymentMethod } from '@/contract/selling';

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  prepayment: 'Payment in advance (bank transfer)',
  invoice: 'Invoice',
};
