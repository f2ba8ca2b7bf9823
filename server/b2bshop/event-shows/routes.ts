import type { FastifyPluginAsync } from 'fastify';
import type { EventShow, EventShowList, Language } from '../../../common/generated/types.js';
import { messageFor } from '../../auth/viewer.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { replying } from '../../http/error-responses.js';
import { languageQuery, shopCodeParam } from '../catalog/catalog-schemas.js';
import { toEventShow } from './event-show-reply.js';
import type { EventShowRepository } from './repository.js';

const languageOnly = { type: 'object', properties: { lang: languageQuery } };

/**
 * Spec §2 /eventShows/{id}: GET /b2bshop/api/eventShows/{id} (404 E404_EVENT_SHOW when unknown) and the
 * shop page's list, GET /b2bshop/api/shops/{shopCode}/eventShows (the shows not yet ended).
 */
export function eventShowRoutes(repository: EventShowRepository, now: () => Date = () => new Date()): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string }; Querystring: { lang: Language } }>(
      '/b2bshop/api/eventShows/:id',
      {
        schema: {
          // Any text: an id that is not a number is just as unknown as a missing one.
          params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] },
          querystring: languageOnly,
          response: replying('event-shows/event-show.schema.json#'),
        },
      },
      async (request): Promise<EventShow> => {
        const { id } = request.params;
        const row = /^[0-9]{1,18}$/.test(id) ? await repository.find(id) : undefined;
        if (row === undefined) throw new ApiError(404, ErrorCode.eventShowNotFound, messageFor(request, 'event-show.error.notFound'));
        return toEventShow(row, request.query.lang);
      },
    );

    app.get<{ Params: { shopCode: string }; Querystring: { lang: Language } }>(
      '/b2bshop/api/shops/:shopCode/eventShows',
      {
        schema: {
          params: { type: 'object', properties: { shopCode: shopCodeParam }, required: ['shopCode'] },
          querystring: languageOnly,
          response: replying('event-shows/event-show-list.schema.json#'),
        },
      },
      async (request): Promise<EventShowList> => {
        const { shopCode } = request.params;
        const rows = await repository.listNotEnded(shopCode, now());
        if (rows === undefined) throw new ApiError(404, ErrorCode.notFound, `No shop "${shopCode}".`);
        return { items: rows.map((row) => toEventShow(row, request.query.lang)) };
      },
    );
  };
}
