import type { FastifyPluginAsync } from 'fastify';
import type { EmbedAllowedOrigins } from '../../common/generated/types.js';
import { replying } from '../http/error-responses.js';

/** GET /api/embed/allowedOrigins: the embed allow-list, for the embedded pages to decide what they frame. */
export function embedRoutes(origins: readonly string[]): FastifyPluginAsync {
  const reply: EmbedAllowedOrigins = { origins: [...origins] };
  return async (app) => {
    app.get(
      '/api/embed/allowedOrigins',
      { schema: { response: replying('embed/embed-allowed-origins.schema.json#') }, config: { sessionless: true } },
      async (_request, response) => {
        // It changes only with the server's configuration: a short cache spares a page view the round trip.
        response.header('cache-control', 'public, max-age=300');
        return reply;
      },
    );
  };
}
