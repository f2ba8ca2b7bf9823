import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '../../../common/generated/types.js';
import { SEARCH_QUERY_TYPES } from '../../../common/search-page.js';
import { searchQuerySchema, type SearchQuery } from '../../filter/search-query.js';
import { errorResponses } from '../../http/error-responses.js';
import { KEYWORD_MAX_LENGTH, languageQuery, siteIdParam } from './catalog-schemas.js';
import { toBoothSearchPage, toExhibitorSearchPage, toProductSearchPage } from './catalog-page.js';
import type { SearchRepository } from './search-repository.js';

type SearchQueryType = (typeof SEARCH_QUERY_TYPES)[keyof typeof SEARCH_QUERY_TYPES];

interface EpSearchRequest {
  Params: { siteId: string };
  Querystring: SearchQuery & { type: SearchQueryType; keyword?: string; lang: Language };
}

const schema = {
  params: { type: 'object', properties: { siteId: siteIdParam }, required: ['siteId'] },
  querystring: {
    type: 'object',
    properties: {
      ...searchQuerySchema.properties,
      type: { type: 'integer', enum: Object.values(SEARCH_QUERY_TYPES) },
      // Spec §5: the keyword is trimmed, and a blank one is refused.
      keyword: { type: 'string', minLength: 1, maxLength: KEYWORD_MAX_LENGTH, pattern: '\\S' },
      lang: languageQuery,
    },
    required: ['type'],
    // The exhibitor search page (/detailed) lists every exhibitor before a keyword is typed; the others need one.
    if: { properties: { type: { type: 'integer', const: SEARCH_QUERY_TYPES.exhibitor } } },
    else: { properties: { keyword: true }, required: ['keyword'] },
  },
  response: {
    200: {
      anyOf: [
        { $ref: 'catalog/product-search-page.schema.json#' },
        { $ref: 'catalog/exhibitor-search-page.schema.json#' },
        { $ref: 'catalog/booth-search-page.schema.json#' },
      ],
    },
    ...errorResponses,
  },
};

/** Spec §2: the epSearch results for query type 1 product, 2 exhibitor or 3 booth, one page at a time (all exhibitors without a keyword). */
export function epSearchRoute(repository: SearchRepository): FastifyPluginAsync {
  return async (app) => {
    app.get<EpSearchRequest>('/b2bshop/api/industrySites/:siteId/epSearch', { schema }, async (request) => {
      const { type, keyword, lang, filter, sort, size, page } = request.query;
      const search = { keyword: keyword?.trim() ?? '', language: lang, filter, sort, size, page };
      const pageRequest = { size, page, language: lang };
      switch (type) {
        case SEARCH_QUERY_TYPES.product:
          return toProductSearchPage(await repository.searchProducts(search), pageRequest);
        case SEARCH_QUERY_TYPES.exhibitor:
          return toExhibitorSearchPage(await repository.searchExhibitors(search), pageRequest);
        case SEARCH_QUERY_TYPES.booth:
          return toBoothSearchPage(await repository.searchBooths(search), pageRequest);
      }
    });
  };
}
