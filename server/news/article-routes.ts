import type { FastifyPluginAsync } from 'fastify';
import type { Language, NewsArticle, NewsArticlePage, NewsCategory } from '../../common/generated/types.js';
import { messageFor } from '../auth/viewer.js';
import { languageQuery } from '../b2bshop/catalog/catalog-schemas.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { replying } from '../http/error-responses.js';
import { pageQuery } from '../filter/search-query.js';
import { toArticle, toArticlePage } from './article-replies.js';
import type { ArticleRepository } from './article-repository.js';

export const NEWS_API = '/b2bshop/api/news';

interface ListRequest {
  Querystring: { lang: Language; category?: NewsCategory; page: number; size: number };
}
interface DetailRequest {
  Params: { slug: string };
  Querystring: { lang: Language };
}

const listSchema = {
  querystring: {
    type: 'object',
    properties: { lang: languageQuery, category: { $ref: 'news/news-common.schema.json#/$defs/category' }, ...pageQuery },
    additionalProperties: false,
  },
  response: replying('news/news-article-page.schema.json#'),
};
const detailSchema = {
  // Any slug is looked up: one that cannot exist is simply not found (404), not a validation error.
  params: { type: 'object', properties: { slug: { type: 'string', maxLength: 200 } }, required: ['slug'] },
  querystring: { type: 'object', properties: { lang: languageQuery }, additionalProperties: false },
  response: replying('news/news-article.schema.json#'),
};

/** The news centre for everyone: a language's published articles a page at a time (of one category or all), and one by slug. */
export function articleRoutes(articles: ArticleRepository): FastifyPluginAsync {
  return async (app) => {
    app.get<ListRequest>(`${NEWS_API}/articles`, { schema: listSchema }, async (request): Promise<NewsArticlePage> => {
      const { lang, category, page, size } = request.query;
      return toArticlePage(await articles.listPublished({ language: lang, category, page, size }), size, page);
    });

    app.get<DetailRequest>(`${NEWS_API}/articles/:slug`, { schema: detailSchema }, async (request): Promise<NewsArticle> => {
      const row = await articles.findPublished(request.query.lang, request.params.slug);
      if (!row) throw new ApiError(404, ErrorCode.newsArticleNotFound, messageFor(request, 'news.error.notFound'));
      return toArticle(row);
    });
  };
}
