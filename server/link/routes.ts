import type { FastifyPluginAsync } from 'fastify';
import type { ShortLink } from '../../common/generated/types.js';
import { messageFor } from '../auth/viewer.js';
import type { Database } from '../db/connection.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { replying } from '../http/error-responses.js';
import { linkTargetOf, MAX_LINK_URL_LENGTH, type ShortLinkPolicy } from './link-target.js';
import { createShortLinkRepository } from './repository.js';

const LINK_BODY_LIMIT_BYTES = 8192;

/**
 * Links one client may make a minute. A Share button makes one per share; a link is kept for good and any path
 * and query of the portal may be shortened, so anonymous clients must not grow the table without bound.
 */
export const LINKS_PER_MINUTE = 20;

/**
 * Spec §7: POST /api/link/generate { accessUrl } → { code, url }; GET /api/link/getUrl/{code} → { code, url }.
 * Only the portal's own pages (or allow-listed hosts) are shortened; an unknown code is a 404.
 * Issue 24: a code is read back only while its URL still passes that rule, so a link stored before the portal
 * checked its own origin (or before SHORT_LINK_HOSTS shrank) leads nowhere rather than elsewhere.
 */
export function shortLinkRoutes(db: Database, policy: ShortLinkPolicy): FastifyPluginAsync {
  const links = createShortLinkRepository(db);
  return async (app) => {
    app.post<{ Body: { accessUrl: string } }>(
      '/api/link/generate',
      {
        bodyLimit: LINK_BODY_LIMIT_BYTES,
        config: { rateLimit: { max: LINKS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          body: {
            type: 'object',
            properties: { accessUrl: { type: 'string', minLength: 1, maxLength: MAX_LINK_URL_LENGTH } },
            required: ['accessUrl'],
            additionalProperties: false,
          },
          response: replying('link/short-link.schema.json#'),
        },
      },
      async (request): Promise<ShortLink> => {
        const url = linkTargetOf(request.body.accessUrl, policy);
        if (url === undefined) throw new ApiError(400, ErrorCode.linkUrl, messageFor(request, 'link.error.url'));
        return { code: await links.codeOf(url), url };
      },
    );

    app.get<{ Params: { code: string } }>(
      '/api/link/getUrl/:code',
      {
        schema: {
          params: { type: 'object', properties: { code: { type: 'string', maxLength: 64 } }, required: ['code'] },
          response: replying('link/short-link.schema.json#'),
        },
      },
      async (request): Promise<ShortLink> => {
        const { code } = request.params;
        const stored = /^[0-9A-Za-z]{8}$/.test(code) ? await links.urlOf(code) : undefined;
        const url = stored === undefined ? undefined : linkTargetOf(stored, policy);
        if (stored !== undefined && url === undefined) request.log.warn({ code }, 'short link refused: it leads where the portal no longer vouches for');
        if (url === undefined) throw new ApiError(404, ErrorCode.shortLinkNotFound, messageFor(request, 'link.error.notFound'));
        return { code, url };
      },
    );
  };
}
