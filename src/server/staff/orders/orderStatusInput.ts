// A status change's body checked field by field (400 `problems`, beside each field on the screen): a
// status the shop knows, and a tracking number only with `shipped`, trimmed and bounded.
import { MAX_TRACKING_NUMBER } from '../../../contract/orderStatus';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/selling';
import type { FieldWords } from '../../http/fieldProblems';

export interface StatusChange {
  status: OrderStatus;
  /** Only with `shipped`; null: none given. */
  trackingNumber: string | null;
}

const isStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

function trackingNumberOf(value: unknown, status: unknown, problems: FieldWords[]): string | null {
  if (value === undefined || value === null) return null;
  const field = 'trackingNumber';
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (status !== 'shipped')
    problems.push({
      field,
      words: (i18n) =>
        i18n._({
          id: 'api.staff.order.trackingNotShipped',
          message: 'A tracking number goes only with the status shipped.',
        }),
    });
  else if (!trimmed)
    problems.push({
      field,
      words: (i18n) =>
        i18n._({ id: 'api.staff.order.trackingEmpty', message: 'The tracking number is empty: leave it out instead.' }),
    });
  else if (trimmed.length > MAX_TRACKING_NUMBER)
    problems.push({
      field,
      words: (i18n) =>
        i18n._({
          id: 'api.staff.order.trackingTooLong',
          message: 'The tracking number is longer than {max} characters.',
          values: { max: String(MAX_TRACKING_NUMBER) },
        }),
    });
  return trimmed || null;
}

export function checkStatusChange(body: unknown): { change: StatusChange } | { problems: FieldWords[] } {
  const raw =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const problems: FieldWords[] = [];
  if (!isStatus(raw.status))
    problems.push({
      field: 'status',
      words: (i18n) =>
        i18n._({
          id: 'api.staff.order.status',
          message: 'The status must be one of {statuses}.',
          values: { statuses: ORDER_STATUSES.join(', ') },
        }),
    });
  const trackingNumber = trackingNumberOf(raw.trackingNumber, raw.status, problems);
  if (problems.length > 0 || !isStatus(raw.status)) return { problems };
  return { change: { status: raw.status, trackingNumber } };
}
