import { couponIdParamsSchema, couponInputSchema, couponListSchema, couponResultSchema, deleteCouponResultSchema } from '@groundwork/domain/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePriceBookManager } from '../../lib/price-book';
import { ok, responses } from '../../lib/responses';
import { createCouponsService } from './coupons.service';

const secured = [{ bearerAuth: [] }];
const tags = ['coupons'];

/** Company-wide discount codes. */
const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCouponsService(app.database.db);
  const manage = { onRequest: requirePriceBookManager };

  app.get(
    '/coupons',
    { schema: { tags, summary: "The company's coupons by code", security: secured, response: responses(couponListSchema, [401]) } },
    async (request) => ok({ coupons: await service.listCoupons(request.ctx) }),
  );

  app.post(
    '/coupons',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Add a coupon (409 when the code is taken, whatever its case)',
        security: secured,
        body: couponInputSchema,
        response: responses(couponResultSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok({ coupon: await service.createCoupon(request.ctx, request.body) }),
  );

  app.get(
    '/coupons/:id',
    { schema: { tags, summary: 'One coupon', security: secured, params: couponIdParamsSchema, response: responses(couponResultSchema, [400, 401, 404]) } },
    async (request) => ok({ coupon: await service.getCoupon(request.ctx, request.params.id) }),
  );

  app.put(
    '/coupons/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change a coupon (409 when updatedAt is stale or the code is taken)',
        security: secured,
        params: couponIdParamsSchema,
        body: couponInputSchema,
        response: responses(couponResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ coupon: await service.updateCoupon(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/coupons/:id',
    {
      ...manage,
      schema: { tags, summary: 'Delete a coupon', security: secured, params: couponIdParamsSchema, response: responses(deleteCouponResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.deleteCoupon(request.ctx, request.params.id)),
  );
};

export default couponsRoutes;
