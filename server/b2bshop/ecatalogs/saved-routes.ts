import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '../../../common/generated/types.js';
import { requireBuyer, viewerOf } from '../../auth/viewer.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { pageQuery } from '../../filter/search-query.js';
import { replying } from '../../http/error-responses.js';
import { ACTION_BODY_LIMIT_BYTES } from '../../member/actions/action-schemas.js';
import { languageQuery } from '../catalog/catalog-schemas.js';
import { toECatalogPage } from './ecatalog-replies.js';
import { idParams } from './ecatalog-schemas.js';
import type { SavedECatalogRepository } from './saved-ecatalog-repository.js';

interface SavedRequest {
  Params: { id: string };
}

interface MineRequest {
  Querystring: { lang: Language; size: number; page: number };
}

const savedReply = replying('ecatalog/ecatalog-saved.schema.json#');

// Saving a catalogue is keeping it, like a favourite: spec §5's 'cannot add to favorites' for non-buyers.
const asBuyer = requireBuyer('favorite');

/** Spec §2 /catalogList (myCatalog): a buyer saves and unsaves catalogues (Save / Saved) and lists them. */
export function savedECatalogRoutes(saved: SavedECatalogRepository): FastifyPluginAsync {
  return async (app) => {
    app.get<MineRequest>(
      '/member/api/eCatalogs/saved/self',
      {
        schema: {
          querystring: { type: 'object', properties: { lang: languageQuery, ...pageQuery } },
          response: replying('ecatalog/ecatalog-page.schema.json#'),
        },
        preValidation: asBuyer,
      },
      async (request) => {
        const { lang, size, page } = request.query;
        return toECatalogPage(await saved.listOf(viewerOf(request).accountId, { size, page }), { size, page, language: lang });
      },
    );

    app.get<SavedRequest>(
      '/member/api/eCatalogs/saved/:id',
      { schema: { params: idParams, response: savedReply }, preValidation: asBuyer },
      async (request) => {
        const { id } = request.params;
        return { catalogId: id, saved: await saved.isSaved(viewerOf(request).accountId, id) };
      },
    );

    app.put<SavedRequest>(
      '/member/api/eCatalogs/saved/:id',
      { schema: { params: idParams, response: savedReply }, preValidation: asBuyer, bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request) => {
        const { id } = request.params;
        if (!(await saved.save(viewerOf(request).accountId, id))) throw new ApiError(404, ErrorCode.notFound, `No e-catalogue "${id}".`);
        return { catalogId: id, saved: true };
      },
    );

    app.delete<SavedRequest>(
      '/member/api/eCatalogs/saved/:id',
      { schema: { params: idParams, response: savedReply }, preValidation: asBuyer, bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request) => {
        const { id } = request.params;
        await saved.unsave(viewerOf(request).accountId, id);
        return { catalogId: id, saved: false };
      },
    );
  };
}
