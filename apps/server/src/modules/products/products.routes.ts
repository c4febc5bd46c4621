import {
  createProductInputSchema,
  deleteProductResultSchema,
  listProductsQuerySchema,
  productIdParamsSchema,
  productListSchema,
  productResultSchema,
  updateProductInputSchema,
} from '@groundwork/domain/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePriceBookManager } from '../../lib/price-book';
import { ok, responses } from '../../lib/responses';
import { createProductsService } from './products.service';

const secured = [{ bearerAuth: [] }];
const tags = ['products'];

/** The company's materials: unit cost, and a price of their own or one worked out from the overhead budget. */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProductsService(app.database.db);

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Every product, sorted by name (archived ones with includeArchived=true), searched and filtered by category',
        security: secured,
        querystring: listProductsQuerySchema,
        response: responses(productListSchema, [400, 401]),
      },
    },
    async (request) => ok(await service.listProducts(request.ctx, request.query)),
  );

  app.get(
    '/products/:id',
    { schema: { tags, summary: 'One product', security: secured, params: productIdParamsSchema, response: responses(productResultSchema, [400, 401, 404]) } },
    async (request) => ok({ product: await service.getProduct(request.ctx, request.params.id) }),
  );

  app.post(
    '/products',
    {
      onRequest: requirePriceBookManager,
      schema: { tags, summary: 'Add a product', security: secured, body: createProductInputSchema, response: responses(productResultSchema, [400, 401, 403, 409]) },
    },
    async (request) => ok({ product: await service.createProduct(request.ctx, request.body) }),
  );

  app.put(
    '/products/:id',
    {
      onRequest: requirePriceBookManager,
      schema: {
        tags,
        summary: 'Change a product (409 when updatedAt is stale or the name is taken)',
        security: secured,
        params: productIdParamsSchema,
        body: updateProductInputSchema,
        response: responses(productResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ product: await service.updateProduct(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/products/:id',
    {
      onRequest: requirePriceBookManager,
      schema: { tags, summary: 'Delete a product for good', security: secured, params: productIdParamsSchema, response: responses(deleteProductResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.deleteProduct(request.ctx, request.params.id)),
  );
};

export default productsRoutes;
