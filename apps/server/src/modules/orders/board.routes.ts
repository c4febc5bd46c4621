import {
  boardMoveInputSchema,
  boardMoveResultSchema,
  boardQuerySchema,
  boardResultSchema,
  optimiseDayInputSchema,
  optimiseDayResponseSchema,
  rainDayIdParamsSchema,
  rainDayInputSchema,
  rainDayResponseSchema,
} from '@groundwork/domain/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireDispatcher } from '../../lib/office';
import { ok, responses } from '../../lib/responses';
import { createBoardService } from './board.service';

const secured = [{ bearerAuth: [] }];
const tags = ['orders'];

/**
 * The schedule board (docs/orders.md, "Schedule board"): lanes per crew and day, the drawer of work without a crew,
 * moves, route optimisation and rain days. Open to every signed-in user of the company, like the orders themselves.
 */
const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBoardService({ db: app.database.db, mail: app.mail });

  app.get(
    '/orders/board',
    {
      schema: {
        tags,
        summary: "The schedule board of a day or a week: crews' lanes with capacity, the drawer, conflicts, and the budget's hours",
        security: secured,
        querystring: boardQuerySchema,
        response: responses(boardResultSchema, [400, 401]),
      },
    },
    async (request) => ok({ board: await service.board(request.ctx, request.query) }),
  );

  app.post(
    '/orders/board/move',
    {
      onRequest: requireDispatcher,
      schema: {
        tags,
        summary: "Drop a work order (or a visit, whose order is made) on a crew's lane at a position, or back in the drawer",
        security: secured,
        body: boardMoveInputSchema,
        response: responses(boardMoveResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ order: await service.move(request.ctx, request.body) }),
  );

  app.post(
    '/orders/board/optimise',
    {
      onRequest: requireDispatcher,
      schema: {
        tags,
        summary: "Order a crew's day for the shortest drive from the yard and back (apply: save it); names what lacks coordinates",
        security: secured,
        body: optimiseDayInputSchema,
        response: responses(optimiseDayResponseSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ optimisation: await service.optimise(request.ctx, request.body) }),
  );

  app.post(
    '/orders/rain-day/preview',
    {
      onRequest: requireDispatcher,
      schema: {
        tags,
        summary: 'What a rain day would move to the next working day, and the clients it concerns (changes nothing)',
        security: secured,
        body: rainDayInputSchema,
        response: responses(rainDayResponseSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ rainDay: await service.previewRainDay(request.ctx, request.body) }),
  );

  app.post(
    '/orders/rain-day',
    {
      onRequest: requireDispatcher,
      schema: {
        tags,
        summary: "Call a rain day: the day's not-started work to the next working day, later visits keep their interval; notify clients",
        security: secured,
        body: rainDayInputSchema,
        response: responses(rainDayResponseSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ rainDay: await service.applyRainDay(request.ctx, request.body) }),
  );

  app.post(
    '/orders/rain-day/:id/undo',
    {
      onRequest: requireDispatcher,
      schema: {
        tags,
        summary: 'Undo a rain day, on the day it was called: what nobody has changed since goes back (409 when already undone)',
        security: secured,
        params: rainDayIdParamsSchema,
        response: responses(rainDayResponseSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ rainDay: await service.undoRainDay(request.ctx, request.params.id) }),
  );
};

export default boardRoutes;
