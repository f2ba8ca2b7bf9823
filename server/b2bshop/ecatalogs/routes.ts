import type { FastifyPluginAsync } from 'fastify';
import type { ECatalogCategory, Language } from '../../../common/generated/types.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { replying } from '../../http/error-responses.js';
import type { ECatalogRepository } from './ecatalog-repository.js';
import { toECatalogDetail, toECatalogPage } from './ecatalog-replies.js';
import { idParams, languageOnly, shopListQuery } from './ecatalog-schemas.js';

interface ListRequest {
  Querystring: { lang: Language; category?: ECatalogCategory; shopCode?: string; size: number; page: number };
}

interface DetailRequest {
  Params: { id: string };
  Querystring: { lang: Language };
}

/** Spec §2 /catalog and /catalog/detail/{id}: exhibitors' e-catalogues, newest first, and one with its pages. */
export function eCatalogRoutes(repository: ECatalogRepository): FastifyPluginAsync {
  return async (app) => {
    app.get<ListRequest>(
      '/b2bshop/api/eCatalogs',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { ...shopListQuery, category: { $ref: 'ecatalog/ecatalog-common.schema.json#/$defs/category' } },
          },
          response: replying('ecatalog/ecatalog-page.schema.json#'),
        },
      },
      async (request) => {
        const { lang, category, shopCode, size, page } = request.query;
        return toECatalogPage(await repository.list({ category, shopCode, size, page }), { size, page, language: lang });
      },
    );

    app.get<DetailRequest>(
      '/b2bshop/api/eCatalogs/:id',
      { schema: { params: idParams, querystring: languageOnly, response: replying('ecatalog/ecatalog-detail.schema.json#') } },
      async (request) => {
        const { id } = request.params;
        const catalog = await repository.find(id);
        if (catalog === undefined) throw new ApiError(404, ErrorCode.notFound, `No e-catalogue "${id}".`);
        return toECatalogDetail(catalog, await repository.pagesOf(id), request.query.lang);
      },
    );
  };
}
