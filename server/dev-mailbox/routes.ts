import type { FastifyPluginAsync } from 'fastify';
import type { DevMailbox } from './dev-mailbox.js';
import { devMailboxHtml } from './dev-mailbox-html.js';

/** GET /dev/mailbox: the codes the embedded port sent, newest first (registered only with that port). */
export function devMailboxRoutes(mailbox: DevMailbox): FastifyPluginAsync {
  return async (app) => {
    app.get('/dev/mailbox', async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(devMailboxHtml(mailbox.list())),
    );
  };
}
