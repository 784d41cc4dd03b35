// How the staff's order screens name statuses, moves and emails.
import type { OrderStatus } from '@/contract';

export const STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  new: 'New',
  paid: 'Paid',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A move to this status, as the status control offers it. */
export const MOVE_NAMES: Readonly<Record<OrderStatus, string>> = {
  new: 'Back to new',
  paid: 'Mark as paid',
  shipped: 'Mark as shipped',
  completed: 'Mark as completed',
  cancelled: 'Cancel the order (puts its stock back)',
};

const EMAIL_NAMES: Readonly<Record<string, string>> = {
  order_confirmation: 'Order confirmation to the shopper',
  order_notice: 'New order notice to the shop',
  shipped: 'Shipped notice to the shopper',
  cancelled: 'Cancellation notice to the shopper',
};

export const emailName = (kind: string): string => EMAIL_NAMES[kind] ?? kind;

/** The fields a status change records, for the conflict view and the history. */
export const CHANGE_LABELS = { status: 'Status', trackingNumber: 'Tracking number' } as const;

/** A recorded value as staff read it: a status by its name, a missing tracking number as a dash. */
export function shownChangeValue(field: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') return '—';
  return field === 'status' ? (STATUS_NAMES[value as OrderStatus] ?? value) : value;
}
