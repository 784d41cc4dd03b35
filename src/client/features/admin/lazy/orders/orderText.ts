// How the staff's order screens name statuses, moves and emails.
import type { OrderStatus } from '@/contract';
import * as i18n from '@/client/i18n/i18n';

export const STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  new: i18n._({ id: 'staff.orders.status.new', message: 'New' }),
  paid: i18n._({ id: 'staff.orders.status.paid', message: 'Paid' }),
  shipped: i18n._({ id: 'staff.orders.status.shipped', message: 'Shipped' }),
  completed: i18n._({ id: 'staff.orders.status.completed', message: 'Completed' }),
  cancelled: i18n._({ id: 'staff.orders.status.cancelled', message: 'Cancelled' }),
};

/** A move to this status, as the status control offers it. */
export const MOVE_NAMES: Readonly<Record<OrderStatus, string>> = {
  new: i18n._({ id: 'staff.orders.move.new', message: 'Back to new' }),
  paid: i18n._({ id: 'staff.orders.move.paid', message: 'Mark as paid' }),
  shipped: i18n._({ id: 'staff.orders.move.shipped', message: 'Mark as shipped' }),
  completed: i18n._({ id: 'staff.orders.move.completed', message: 'Mark as completed' }),
  cancelled: i18n._({ id: 'staff.orders.move.cancelled', message: 'Cancel the order (puts its stock back)' }),
};

const EMAIL_NAMES: Readonly<Record<string, string>> = {
  order_confirmation: i18n._({ id: 'staff.orders.email.confirmation', message: 'Order confirmation to the shopper' }),
  order_notice: i18n._({ id: 'staff.orders.email.notice', message: 'New order notice to the shop' }),
  shipped: i18n._({ id: 'staff.orders.email.shipped', message: 'Shipped notice to the shopper' }),
  cancelled: i18n._({ id: 'staff.orders.email.cancelled', message: 'Cancellation notice to the shopper' }),
};

export const emailName = (kind: string): string => EMAIL_NAMES[kind] ?? kind;

/** The fields a status change records, for the conflict view and the history. */
export const CHANGE_LABELS = {
  status: i18n._({ id: 'staff.orders.field.status', message: 'Status' }),
  trackingNumber: i18n._({ id: 'staff.orders.field.trackingNumber', message: 'Tracking number' }),
} as const;

/** A status's name inside a sentence: 'Status changed to paid.' (English and German write it in lower case). */
export const statusInSentence = (status: OrderStatus): string => STATUS_NAMES[status].toLowerCase();

/** A recorded value as staff read it: a status by its name, a missing tracking number as a dash. */
export function shownChangeValue(field: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') return '—';
  return field === 'status' ? (STATUS_NAMES[value as OrderStatus] ?? value) : value;
}
