import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** /healthz: the process answers. /readyz: and it can reach its database (load balancers route on this). */
const healthRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, options) => {
  const hide = options.hide ?? false;
  app.get(
    '/healthz',
    { config: { public: true }, schema: { tags: ['health'], hide, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        hide,
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.query('select 1');
        return { status: 'ready' as const };
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};

export default healthRoutes;
