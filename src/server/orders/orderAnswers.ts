// What each outcome of placing an order answers: 201 with the order, or a JSON refusal whose status
// says what the shopper can do (docs/api.md, "Orders").
import type { FastifyReply } from 'fastify';
import { orderApiPath } from '../../sellingRoutes';
import { ApiError } from '../http/errors';
import type { FieldProblem } from '../http/fieldProblems';
import type { PlaceOutcome } from './placeOrder';
import { formatCents } from '../../contract';

export function invalidOrder(problems: FieldProblem[]) {
  return {
    error: 'invalid_order',
    message: `Nothing was ordered: ${problems.map((problem) => problem.message).join(' ')}`,
    problems,
  };
}

export function answerOutcome(reply: FastifyReply, outcome: PlaceOutcome): FastifyReply {
  switch (outcome.kind) {
    case 'placed':
      return reply
        .code(201)
        .header('location', orderApiPath(outcome.order.number))
        .header('idempotent-replayed', String(outcome.replayed))
        .send(outcome.order);
    case 'key_reused':
      throw new ApiError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was used for another order. Send a new key for a new order.',
      );
    case 'not_selling':
      throw new ApiError(403, 'not-selling', 'The shop does not take orders at the moment.');
    case 'payment_not_offered':
      return reply
        .code(400)
        .send(invalidOrder([{ field: 'paymentMethod', message: 'The shop does not offer this payment method.' }]));
    case 'unknown_products':
      return reply
        .code(400)
        .send(
          invalidOrder(
            outcome.productIds.map((id) => ({ field: 'lines', message: `The shop has no product with the id ${id}.` })),
          ),
        );
    case 'out_of_stock':
      return reply.code(409).send({
        error: 'out_of_stock',
        message: `Not enough in stock: ${outcome.lines
          .map((line) => `product ${line.productId}, ${line.available} left`)
          .join('; ')}. Nothing was ordered.`,
        lines: outcome.lines,
      });
    case 'total_changed':
      return reply.code(409).send({
        error: 'total_changed',
        message: `The total is now ${formatCents(outcome.totalCents)}. Check the order and confirm again; nothing was ordered.`,
        totalCents: outcome.totalCents,
      });
  }
}
