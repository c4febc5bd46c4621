import { API_BASE_PATH } from '@groundwork/domain/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/** How long a readiness check or a probe waits for `select 1` before it counts the database as unreachable. */
export const DATABASE_CHECK_DEADLINE_MS = 800;
/** How often, while the database is down, one probe asks whether it is back. */
export const DATABASE_PROBE_INTERVAL_MS = 500;

/**
 * Whether the database can be reached, as this instance last saw it. While it is down, API requests answer 503 at
 * once instead of each waiting on a connection that will not come (a load balancer reads slow answers as a hang),
 * and one probe a DATABASE_PROBE_INTERVAL_MS asks whether it is back; the first answer opens the way again.
 */
export interface DatabaseHealth {
  readonly isDown: boolean;
  markDown(): void;
  /** `select 1` within DATABASE_CHECK_DEADLINE_MS; a failure marks the database down. */
  check(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    databaseHealth: DatabaseHealth;
  }
}

/** Rejects when `promise` has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'CONNECT_TIMEOUT' })), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const readinessPaths = new Set(['/readyz', `${API_BASE_PATH}/readyz`]);

async function databaseHealthPlugin(app: FastifyInstance) {
  let down = false;
  let probe: NodeJS.Timeout | undefined;
  let closing = false;

  const check = async (): Promise<boolean> => {
    try {
      await within(app.database.query('select 1'), DATABASE_CHECK_DEADLINE_MS);
      if (down) app.log.info('the database answers again');
      down = false;
      return true;
    } catch (error) {
      if (!down) app.log.error({ err: error }, 'the database cannot be reached; answering 503 until it is back');
      health.markDown();
      return false;
    }
  };

  const health: DatabaseHealth = {
    get isDown() {
      return down;
    },
    markDown() {
      down = true;
      if (probe || closing) return;
      probe = setInterval(() => {
        if (!down) {
          clearInterval(probe);
          probe = undefined;
          return;
        }
        void check();
      }, DATABASE_PROBE_INTERVAL_MS);
      probe.unref();
    },
    check,
  };
  app.decorate('databaseHealth', health);

  app.addHook('onRequest', async (request, reply) => {
    if (!down) return;
    const path = request.url.split('?')[0] ?? '';
    if (readinessPaths.has(path)) return reply.code(503).send({ status: 'unavailable' });
    if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) {
      if (path.endsWith('/healthz')) return;
      return sendError(reply, 'DATABASE_UNAVAILABLE');
    }
  });

  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(probe);
  });
}

export default fp(databaseHealthPlugin, { name: 'database-health', fastify: '5.x', dependencies: ['errors'] });
