import type { FastifyPluginAsync } from 'fastify';
import type { Language, Suggestion } from '../../../common/generated/types.js';
import { AUTOCOMPLETE_SIZE } from '../../../common/constants.js';
import { errorResponses } from '../../http/error-responses.js';
import { KEYWORD_MAX_LENGTH, languageQuery, siteIdParam } from '../catalog/catalog-schemas.js';
import { matchingHistoryTerms } from './history-terms.js';
import { queryPattern } from './query-pattern.js';
import { rankSuggestions } from './rank-suggestions.js';
import type { SuggestionRepository } from './repository.js';
import { MAX_SUGGESTIONS } from './suggestion-limits.js';

// Room for a full history (spec §9: 10) of keywords of KEYWORD_MAX_LENGTH characters and their commas, and more.
const MAX_HISTORY_LENGTH = 2000;

interface SuggestBody {
  q: string;
  history?: string;
  lang: Language;
  size: number;
}

const schema = {
  params: {
    type: 'object',
    properties: { siteId: siteIdParam },
    required: ['siteId'],
  },
  body: {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: KEYWORD_MAX_LENGTH },
      history: { type: 'string', maxLength: MAX_HISTORY_LENGTH },
      lang: languageQuery,
      size: { type: 'integer', minimum: 1, default: AUTOCOMPLETE_SIZE },
    },
    required: ['q'],
    additionalProperties: false,
  },
  response: { 200: { $ref: 'catalog/suggest-reply.schema.json#' }, ...errorResponses },
};

/**
 * Spec §7: what to suggest for the typed text — the visitor's matching recent searches, then the keywords
 * of the fair's products. One fair: every site id has the same catalogue.
 */
export function suggestRoutes(repository: SuggestionRepository): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: SuggestBody }>(
      '/b2bshop/api/industrySites/:siteId/listedProducts/complete/suggest',
      { schema },
      async (request): Promise<Suggestion[]> => {
        const { q, history = '', lang, size } = request.body;
        const query = q.trim();
        if (query === '') return [];
        const limit = Math.min(size, MAX_SUGGESTIONS);
        const pattern = queryPattern(query);
        const historyTerms = matchingHistoryTerms(history, pattern);
        // The dictionary holds a keyword once, so each history term repeats at most one of its keywords:
        // `limit` keywords always fill what the history leaves.
        const keywords = historyTerms.length >= limit ? [] : await repository.keywords(lang, query, limit);
        return rankSuggestions(historyTerms, keywords, pattern, limit);
      },
    );
  };
}
