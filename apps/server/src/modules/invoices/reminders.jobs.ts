import type { FastifyPluginAsync } from 'fastify';
import { createRemindersService } from './reminders.service';

/**
 * Overdue reminders run as a background job, no route: the handler is registered on the queue, and the first scan is
 * queued when the server starts listening (each scan queues the next; the dedupe key keeps one waiting).
 */
const remindersJobs: FastifyPluginAsync = async (app) => {
  const reminders = createRemindersService({ db: app.database.db, mail: app.mail, queue: app.queue, publicUrl: app.config.publicUrl, log: app.log });
  app.addHook('onListen', async () => {
    await reminders.scheduleScan().catch((error: unknown) => app.log.error({ err: error }, 'could not queue the overdue reminder scan'));
  });
};

export default remindersJobs;
