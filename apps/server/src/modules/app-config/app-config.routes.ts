import { appConfigSchema, type AppConfig } from '@groundwork/domain/app-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses';

/** The server's settings the web app needs: today, the tile server of the map picker (or none). */
const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const appConfig: AppConfig = { mapTiles: app.config.mapTiles };

  app.get(
    '/app_config',
    {
      schema: {
        tags: ['app config'],
        summary: 'Settings of this server the web app follows: the map tile server, or null when none is configured',
        security: [{ bearerAuth: [] }],
        response: responses(appConfigSchema, [401]),
      },
    },
    async () => ok(appConfig),
  );
};

export default appConfigRoutes;
