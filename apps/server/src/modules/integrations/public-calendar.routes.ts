import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCalendarFeedsService } from './calendar-feeds.service';

const tags = ['integrations'];
/** Calendar apps poll a feed every few minutes to hours; a person guessing addresses is cut off. */
const feedRateLimit = { max: 60, timeWindow: 60_000 } as const;

/**
 * The calendar feeds' public address, /api/v2/public/calendar/{token}.ics: Google, Apple and Outlook read it without
 * signing in. Only a live feed's token answers; anything else is the same 404.
 */
const publicCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const feeds = createCalendarFeedsService({ db: app.database.db, publicUrl: app.config.publicUrl });

  app.get(
    '/public/calendar/:file',
    {
      config: { public: true, rateLimit: feedRateLimit },
      schema: {
        tags,
        summary: 'A crew’s or an employee’s work orders as an iCalendar feed (public, by its secret token)',
        params: z.object({ file: z.string().max(100, 'Not a calendar address') }),
      },
    },
    async (request, reply) => {
      const text = await feeds.feedText(request.params.file);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="schedule.ics"')
        .header('Cache-Control', 'private, max-age=300')
        .send(text);
    },
  );
};

export default publicCalendarRoutes;
