// GET /api/account: everything the shop keeps for the token's account, as a JSON download; DELETE
// /api/account: erases it (GDPR Articles 15, 17 and 20). Same token rules as the favourites API.
import { Type } from '@sinclair/typebox';
import { AccountExportSchema } from '../../contract/accountSchemas';
import { API } from '../../shopRoutes';
import type { IdTokenVerifier } from '../auth/idTokens';
import { errorAnswers } from '../http/errors';
import type { AccountData } from './accountData';
import { bearerSecurity, NO_STORE, prepareAccountScope } from './accountScope';
import type { WriteLimit } from './writeLimit';
import { routePlugin } from '../http/routePlugin';

const EXPORT_FILE_NAME = 'shopfront-account-data.json';

export interface AccountRouteOptions {
  data: AccountData;
  idTokens: IdTokenVerifier;
  writeLimit: WriteLimit;
}

const tags = ['account'];

export const accountRoutes = routePlugin<AccountRouteOptions>((app, options) => {
  prepareAccountScope(app, options.idTokens);

  app.get(
    API.account,
    {
      schema: {
        tags,
        summary: 'Everything the shop keeps for the account, as a JSON download.',
        security: bearerSecurity,
        response: { 200: AccountExportSchema, ...errorAnswers(401, 503) },
      },
    },
    async (request, reply) => {
      const body = await options.data.export(request.account);
      return reply
        .header('cache-control', NO_STORE)
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .send(body);
    },
  );

  app.delete(
    API.account,
    {
      onRequest: options.writeLimit,
      schema: {
        tags,
        summary: 'Erases everything the shop keeps for the account (again: the same).',
        security: bearerSecurity,
        response: { 204: Type.Null({ description: 'Erased; no body.' }), ...errorAnswers(401, 429, 503) },
      },
    },
    async (request, reply) => {
      await options.data.erase(request.account);
      return reply.code(204).header('cache-control', NO_STORE).send(null);
    },
  );
});
