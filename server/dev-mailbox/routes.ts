import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { replyNotFound } from '../errors/not-found.js';
import type { DevMailbox } from './dev-mailbox.js';
import { devMailboxHtml } from './dev-mailbox-html.js';

/**
 * Whether the request comes from someone at this machine: the socket's own address is loopback (never a forwarded
 * one: X-Forwarded-For under TRUST_PROXY names whatever the client wrote), and no proxy says it passed the request
 * on. A reverse proxy on this machine connects from loopback too, so a request carrying Forwarded, X-Forwarded-For
 * or Via comes from wherever the proxy's clients are, and is refused.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  const proxied = ['forwarded', 'x-forwarded-for', 'via'].some((header) => request.headers[header] !== undefined);
  return loopback && !proxied;
}

/**
 * GET /dev/mailbox: the codes the embedded port sent, newest first (registered only with CODE_PORT=dev-mailbox),
 * to loopback clients only; anyone else gets the not-found answer, as if there were no such page.
 */
export function devMailboxRoutes(mailbox: DevMailbox): FastifyPluginAsync {
  return async (app) => {
    app.get('/dev/mailbox', async (request, reply) => {
      if (!isLoopbackClient(request)) return replyNotFound(request, reply);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(devMailboxHtml(mailbox.list()));
    });
  };
}
