/** The HTTP ceiling: a bare Fastify route answering the endpoint's bytes from memory, nothing else. */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

export async function serveBytes(body: Buffer, contentType: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/', (_request, reply) => reply.header('content-type', contentType).send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}
