import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../http/error-responses.js';
import { searchQuerySchema, type SearchQuery } from '../../filter/search-query.js';
import { toAnnouncementPage } from './announcement-page.js';
import type { AnnouncementRepository } from './repository.js';

const schema = {
  querystring: searchQuerySchema,
  response: { 200: { $ref: 'announcement-page.schema.json#' }, ...errorResponses },
};

/** Spec §7: the announcements matching the client's filter tree, one page at a time. */
export function announcementRoutes(repository: AnnouncementRepository): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: SearchQuery }>('/b2bshop/api/themeRos/public/indexSiteAnnouncements/searchByVariables', { schema }, async (request) => {
      const { filter, sort, size, page } = request.query;
      const result = await repository.search({ filter, sort, size, page });
      return toAnnouncementPage(result, size, page);
    });
  };
}
