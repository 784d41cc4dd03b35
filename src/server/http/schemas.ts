// Schemas shared by the route plugins: Fastify validates with them and @fastify/swagger turns them
// into the API's OpenAPI document (GET /api/openapi.json).
import { Type, type TSchema } from '@sinclair/typebox';

/** Every error answer: src/contract.ts ApiErrorBody. */
export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: "Short machine-readable name, e.g. 'not_found'." }),
    message: Type.String({ description: 'A sentence a person can read.' }),
  },
  { $id: 'ErrorBody', description: 'An error: JSON with a fitting 4xx or 5xx status.' },
);

const errorRef = Type.Ref('ErrorBody');

/** The error answers a route can give, by status, each the shared ErrorBody. */
export function errorAnswers(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorRef]));
}
