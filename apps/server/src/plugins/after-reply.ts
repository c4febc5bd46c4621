import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work a request starts but does not wait for, so that its answer cannot tell anything by how long it took (a
 * password-reset e-mail goes only to accounts that exist). A failure is logged, never thrown: nothing here can end
 * the process. Shutdown waits for what is still running; tests wait with `settled()`.
 */
export interface AfterReply {
  run(what: string, work: () => Promise<void>): void;
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterReply: AfterReply;
  }
}

async function afterReplyPlugin(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  const afterReply: AfterReply = {
    run(what, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error, work: what }, 'work after the reply failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  app.decorate('afterReply', afterReply);
  app.addHook('onClose', async () => afterReply.settled());
}

export default fp(afterReplyPlugin, { name: 'after-reply', fastify: '5.x' });
