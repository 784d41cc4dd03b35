// The body of every error answer, whoever gives it (a route, Fastify's validation, the not-found
// handler): the server documents each route's 4xx and 5xx with it, the client reads `error` from it.
import { Type, type Static } from '@sinclair/typebox';

export const ApiErrorBodySchema = Type.Object(
  {
    error: Type.String({ description: "Short machine-readable name, e.g. 'not_found'." }),
    message: Type.String({ description: 'A sentence a person can read.' }),
  },
  { $id: 'ErrorBody', description: 'An error: JSON with a fitting 4xx or 5xx status.' },
);
/** Every error answer: JSON with a fitting 4xx or 5xx status. */
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;
