// What an order's own refusals answer (409 AdminOrderRefusal, 404 for no such change): nothing changed,
// and the message says what staff can do instead.
import type { FastifyReply } from 'fastify';
import { ORDER_STATUS_MOVES } from '../../../contract/orderStatus';
import type { OrderStatus } from '../../../contract/selling';
import { ApiError } from '../../http/errors';
import type { OrderRefusal } from './orderWrites';

const movesFrom = (from: OrderStatus): string => {
  const moves = ORDER_STATUS_MOVES[from];
  return moves.length === 0 ? `an order ${from} stays so.` : `from ${from} it can move to ${moves.join(' or ')}.`;
};

export function orderRefusal(reply: FastifyReply, refusal: OrderRefusal, number: number): FastifyReply {
  switch (refusal.kind) {
    case 'status_move_forbidden':
      return reply.code(409).send({
        error: 'status_move_forbidden',
        message: `The status cannot move from ${refusal.from} to ${refusal.to}: ${movesFrom(refusal.from)} Nothing was changed.`,
        from: refusal.from,
        to: refusal.to,
      });
    case 'out_of_stock':
      return reply.code(409).send({
        error: 'out_of_stock',
        message: `The cancel cannot be undone: not enough in stock (${refusal.lines
          .map((line) => `product ${line.productId}, ${line.available} left of ${line.requested}`)
          .join('; ')}). Nothing was changed.`,
        lines: refusal.lines,
      });
    case 'cannot_undo':
      throw new ApiError(409, 'cannot_undo', refusal.message);
    case 'no_change':
      throw new ApiError(404, 'not_found', `Order ${number} has no such change in its history.`);
  }
}
