// The one shape of the shop's route plugins: Fastify's async plugin with TypeBox's types. A plugin
// that only registers routes is a plain function; one that prepares something first may await.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginOptions } from 'fastify';

export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

export const routePlugin =
  <Options extends FastifyPluginOptions>(
    register: (app: RouteApp, options: Options) => void | Promise<void>,
  ): FastifyPluginAsyncTypebox<Options> =>
  async (app, options) => {
    await register(app, options);
  };
