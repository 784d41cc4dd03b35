// An order's status and the moves staff may make (docs/orders.md, "Staff: the orders"): new → paid →
// shipped → completed, or cancelled from new or paid. Client and server read this one table, so the
// screen offers exactly the moves the API takes; an undo of a cancel is the history's, not a move.
import type { OrderStatus } from './selling';

export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_STATUS_MOVES[from].includes(to);

/** The staff's order list, 50 a page. */
export const ORDER_PAGE = 50;

/** A tracking number as a carrier prints it; more is a typing slip. */
export const MAX_TRACKING_NUMBER = 100;
