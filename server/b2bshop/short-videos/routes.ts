import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '../../../common/generated/types.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { replying } from '../../http/error-responses.js';
import { idParams, languageOnly, shopListQuery } from '../ecatalogs/ecatalog-schemas.js';
import { toShortVideoDetail, toShortVideoPage } from './replies.js';
import type { ShortVideoRepository } from './repository.js';

interface ListRequest {
  Querystring: { lang: Language; shopCode?: string; size: number; page: number };
}

interface DetailRequest {
  Params: { id: string };
  Querystring: { lang: Language };
}

/** Spec §2 /shortvideo and /shortVideoDetail: exhibitors' short videos, and one with the previous and next. */
export function shortVideoRoutes(repository: ShortVideoRepository): FastifyPluginAsync {
  return async (app) => {
    app.get<ListRequest>(
      '/b2bshop/api/shortVideos',
      { schema: { querystring: { type: 'object', properties: shopListQuery }, response: replying('ecatalog/short-video-page.schema.json#') } },
      async (request) => {
        const { lang, shopCode, size, page } = request.query;
        return toShortVideoPage(await repository.list({ shopCode, size, page }), { size, page, language: lang });
      },
    );

    app.get<DetailRequest>(
      '/b2bshop/api/shortVideos/:id',
      { schema: { params: idParams, querystring: languageOnly, response: replying('ecatalog/short-video-detail.schema.json#') } },
      async (request) => {
        const { id } = request.params;
        const video = await repository.find(id);
        if (video === undefined) throw new ApiError(404, ErrorCode.notFound, `No short video "${id}".`);
        return toShortVideoDetail(video, request.query.lang);
      },
    );
  };
}
