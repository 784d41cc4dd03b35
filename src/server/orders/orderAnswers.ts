// What each outcome of placing an order answers: 201 with the order, or a JSON refusal whose status
// says what the shopper can do (docs/api.md, "Orders"), in the language the request asks for.
import type { I18n } from '@lingui/core';
import type { FastifyReply } from 'fastify';
import { orderApiPath } from '../../sellingRoutes';
import { ApiError } from '../http/errors';
import type { FieldProblem } from '../http/fieldProblems';
import type { PlaceOutcome } from './placeOrder';
import { formatCents } from '../../contract';

export function invalidOrder(problems: FieldProblem[], i18n: I18n) {
  return {
    error: 'invalid_order',
    message: i18n._({
      id: 'order.refused.invalid',
      message: 'Nothing was ordered: {problems}',
      values: { problems: problems.map((problem) => problem.message).join(' ') },
    }),
    problems,
  };
}

/** A refusal of stock: what each short line has left. */
const outOfStockMessage = (i18n: I18n, lines: { productId: number; available: number }[]) =>
  i18n._({
    id: 'order.refused.outOfStock',
    message: 'Not enough in stock: {lines}. Nothing was ordered.',
    values: {
      lines: lines
        .map((line) =>
          i18n._({
            id: 'order.refused.outOfStock.line',
            message: 'product {id}, {available} left',
            values: { id: String(line.productId), available: String(line.available) },
          }),
        )
        .join('; '),
    },
  });

/** The answer to an outcome, its messages in `i18n`'s language. */
export function answerOutcome(reply: FastifyReply, outcome: PlaceOutcome, i18n: I18n): FastifyReply {
  switch (outcome.kind) {
    case 'placed':
      return reply
        .code(201)
        .header('location', orderApiPath(outcome.order.number))
        .header('idempotent-replayed', String(outcome.replayed))
        .send(outcome.order);
    case 'key_reused':
      throw new ApiError(422, 'idempotency_key_reused', (i18n) =>
        i18n._({
          id: 'order.refused.keyReused',
          message: 'This Idempotency-Key was used for another order. Send a new key for a new order.',
        }),
      );
    case 'not_selling':
      throw new ApiError(403, 'not-selling', (i18n) =>
        i18n._({ id: 'order.refused.notSelling', message: 'The shop does not take orders at the moment.' }),
      );
    case 'payment_not_offered':
      return reply.code(400).send(
        invalidOrder(
          [
            {
              field: 'paymentMethod',
              message: i18n._({
                id: 'order.refused.paymentNotOffered',
                message: 'The shop does not offer this payment method.',
              }),
            },
          ],
          i18n,
        ),
      );
    case 'unknown_products':
      return reply.code(400).send(
        invalidOrder(
          outcome.productIds.map((id) => ({
            field: 'lines',
            message: i18n._({
              id: 'order.refused.unknownProduct',
              message: 'The shop has no product with the id {id}.',
              values: { id: String(id) },
            }),
          })),
          i18n,
        ),
      );
    case 'out_of_stock':
      return reply.code(409).send({
        error: 'out_of_stock',
        message: outOfStockMessage(i18n, outcome.lines),
        lines: outcome.lines,
      });
    case 'total_changed':
      return reply.code(409).send({
        error: 'total_changed',
        message: i18n._({
          id: 'order.refused.totalChanged',
          message: 'The total is now {total}. Check the order and confirm again; nothing was ordered.',
          values: { total: formatCents(outcome.totalCents) },
        }),
        totalCents: outcome.totalCents,
      });
  }
}
