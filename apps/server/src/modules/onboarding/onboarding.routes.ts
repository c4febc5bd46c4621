import { onboardingResultSchema, updateOnboardingInputSchema } from '@groundwork/domain/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCompanyAdmin } from '../../lib/company-admin';
import { ok, responses } from '../../lib/responses';
import { createOnboardingService } from './onboarding.service';

const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOnboardingService(app.database.db);

  app.get(
    '/onboarding',
    {
      schema: {
        tags: ['onboarding'],
        summary: "The company's onboarding wizard progress and flags (old six-step progress is migrated)",
        security: [{ bearerAuth: [] }],
        response: responses(onboardingResultSchema, [401]),
      },
    },
    async (request) => ok({ onboarding: await service.getOnboarding(request.ctx) }),
  );

  app.put(
    '/onboarding',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Saves the wizard state after a step (admins only); finishing needs every required step',
        security: [{ bearerAuth: [] }],
        body: updateOnboardingInputSchema,
        response: responses(onboardingResultSchema, [400, 401, 403, 409, 422]),
      },
    },
    async (request) => ok({ onboarding: await service.updateOnboarding(requireCompanyAdmin(request), request.body) }),
  );
};

export default onboardingRoutes;
