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
    // Within a deadline: a database that does not answer is as unready as one that refuses.
    async (_request, reply) => {
      if (await app.databaseHealth.check()) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'unavailable' as const });
    },
  );
};

export default healthRoutes;
