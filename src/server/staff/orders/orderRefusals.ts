// What an order's own refusals answer (409 AdminOrderRefusal, 404 for no such change): nothing changed,
// and the message says what staff can do instead.
import type { I18n } from '@lingui/core';
import type { FastifyReply } from 'fastify';
import { ORDER_STATUS_MOVES } from '../../../contract/orderStatus';
import type { OrderStatus } from '../../../contract/selling';
import { ApiError } from '../../http/errors';
import { answerI18n } from '../../http/requestLanguage';
import { eitherOf } from '../../i18n/serverI18n';
import type { OrderRefusal } from './orderWrites';

/** Where an order of a status may go next, as the end of a sentence (statuses are the API's codes). */
const movesFrom = (i18n: I18n, from: OrderStatus): string => {
  const moves = ORDER_STATUS_MOVES[from];
  return moves.length === 0
    ? i18n._({ id: 'api.staff.order.staysSo', message: 'an order {from} stays so.', values: { from } })
    : i18n._({
        id: 'api.staff.order.movesTo',
        message: 'from {from} it can move to {moves}.',
        values: { from, moves: eitherOf(i18n, moves) },
      });
};

export function orderRefusal(reply: FastifyReply, refusal: OrderRefusal, number: number): FastifyReply {
  switch (refusal.kind) {
    case 'status_move_forbidden': {
      const i18n = answerI18n(reply);
      return reply.code(409).send({
        error: 'status_move_forbidden',
        message: i18n._({
          id: 'api.staff.order.moveForbidden',
          message: 'The status cannot move from {from} to {to}: {moves} Nothing was changed.',
          values: { from: refusal.from, to: refusal.to, moves: movesFrom(i18n, refusal.from) },
        }),
        from: refusal.from,
        to: refusal.to,
      });
    }
    case 'out_of_stock': {
      const i18n = answerI18n(reply);
      const lines = refusal.lines
        .map((line) =>
          i18n._({
            id: 'api.staff.order.shortLine',
            message: 'product {id}, {available} left of {requested}',
            values: {
              id: String(line.productId),
              available: String(line.available),
              requested: String(line.requested),
            },
          }),
        )
        .join('; ');
      return reply.code(409).send({
        error: 'out_of_stock',
        message: i18n._({
          id: 'api.staff.order.undoOutOfStock',
          message: 'The cancel cannot be undone: not enough in stock ({lines}). Nothing was changed.',
          values: { lines },
        }),
        lines: refusal.lines,
      });
    }
    case 'cannot_undo':
      throw new ApiError(409, 'cannot_undo', refusal.words);
    case 'no_change':
      throw new ApiError(404, 'not_found', (i18n) =>
        i18n._({
          id: 'api.staff.order.noSuchChange',
          message: 'Order {number} has no such change in its history.',
          values: { number: String(number) },
        }),
      );
  }
}
