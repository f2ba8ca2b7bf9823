import type { NewsArticle, NewsArticleCard, NewsArticlePage } from '../../common/generated/types.js';
import type { RowPage } from '../b2bshop/catalog/paged-query.js';
import { pageInfo } from '../http/page-info.js';
import type { ArticleRow } from './article-repository.js';

/** A published row's publish time (published rows always have one). */
function publishTimeOf(row: ArticleRow): string {
  if (row.publishTime === null) throw new Error(`The published article ${row.id} has no publish time.`);
  return row.publishTime;
}

export function toArticleCard(row: ArticleRow): NewsArticleCard {
  const { slug, language, category, kind, title, summary, coverUrl } = row;
  return { slug, language, category, kind, title, summary, coverUrl, publishTime: publishTimeOf(row) };
}

export function toArticlePage({ rows, totalElements }: RowPage<ArticleRow>, size: number, page: number): NewsArticlePage {
  return { articles: rows.map(toArticleCard), page: pageInfo(totalElements, size, page) };
}

export function toArticle(row: ArticleRow): NewsArticle {
  return {
    ...toArticleCard(row),
    body: row.body,
    attachments: row.attachments,
    video: row.videoUrl !== null && row.videoPosterUrl !== null ? { url: row.videoUrl, posterUrl: row.videoPosterUrl } : null,
    invitationId: row.invitationId,
  };
}
