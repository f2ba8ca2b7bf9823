import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '../../common/generated/types.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { messageFor, requestLanguage } from '../auth/viewer.js';
import { employeeOf } from '../auth/employee-only.js';
import { OPERATOR_REFUSAL } from './operator/routes.js';
import type { DraftRepository } from './operator/draft-repository.js';
import { replyInvalidConfig } from './operator/invalid-config-reply.js';
import { previewDraft } from './operator/preview.js';
import { errorResponses } from '../http/error-responses.js';
import { ifNoneMatchHits } from '../http/if-none-match.js';
import { sendPrecompressed } from '../http/precompressed.js';
import { createLiveConfigCache } from './live-config-cache.js';
import type { LivePageConfig, PageConfigRepository } from './repository.js';

interface PageConfigRequest {
  Params: { page: string };
  Querystring: { lang: Language; preview?: string };
}

const schema = {
  params: {
    type: 'object',
    properties: { page: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' } },
    required: ['page'],
  },
  querystring: {
    type: 'object',
    properties: {
      lang: { $ref: 'common.schema.json#/$defs/language' },
      // A draft's id (server/operator): employees only.
      preview: { type: 'string', maxLength: 64 },
    },
    required: ['lang'],
  },
  response: { 200: { $ref: 'page-config.schema.json#' }, ...errorResponses },
};

/**
 * The live configuration of a page in one language (one round trip for the first screen); with
 * ?preview={draftId}, to an employee only, that draft as it would be served once published.
 */
export function pageConfigRoutes(repository: PageConfigRepository, drafts: DraftRepository): FastifyPluginAsync {
  // The home page's first call (issue 10): served from memory once the database confirms it is still live.
  const liveConfigs = createLiveConfigCache(repository);
  return async (app) => {
    app.get<PageConfigRequest>('/b2bshop/api/pageConfigs/public/:page', { schema }, async (request, reply) => {
      const { page } = request.params;
      const { lang, preview } = request.query;
      if (preview !== undefined) {
        employeeOf(request, OPERATOR_REFUSAL);
        const result = await previewDraft(drafts, { id: preview, page, language: lang }, requestLanguage(request));
        if (result.outcome === 'notFound') throw new ApiError(404, ErrorCode.draftNotFound, messageFor(request, 'operator.error.draftNotFound'));
        if (result.outcome === 'invalid') return replyInvalidConfig(reply, result.errors);
        // A draft changes with every save and is no one else's business: never kept by any cache.
        reply.header('cache-control', 'private, no-store');
        return result.pageConfig;
      }
      // The response schema shapes the reply, as for any route; the cache keeps its text.
      const live = await liveConfigs.find(page, lang, (row) => String(reply.serialize(servedObject(row))));
      if (live === undefined) {
        throw new ApiError(404, ErrorCode.pageConfigNotFound, `No page configuration "${page}" in ${lang}.`);
      }
      // no-cache: the browser may keep it but asks every time, so a publish shows on the next load.
      reply.header('etag', live.etag).header('cache-control', 'no-cache');
      if (ifNoneMatchHits(request.headers['if-none-match'], live.etag)) return reply.code(304).send();
      return sendPrecompressed(request, reply.type('application/json; charset=utf-8'), live.body);
    });
  };
}

// The stored document is served as stored (the response schema shapes it), with the live version; the
// client validates the envelope and shows its 'Request failed' state for an invalid one, so only a
// non-object is a fault here.
function servedObject({ document, version }: LivePageConfig): Record<string, unknown> {
  const parsed: unknown = JSON.parse(document);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('A stored page configuration is not a JSON object.');
  }
  return { ...parsed, version };
}
