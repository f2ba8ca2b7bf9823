// The operators' news API (/work/api/news, EMPLOYEE only): every reply checked against its schema.
import { useQuery } from '@tanstack/react-query';
import type {
  ConfigValidationReply,
  NewsArticleDocument,
  OperatorAuditList,
  OperatorNewsArticle,
  OperatorNewsArticleList,
} from '../../../../common/generated/types';
import {
  validateConfigValidationReply,
  validateOperatorAuditList,
  validateOperatorNewsArticle,
  validateOperatorNewsArticleList,
} from '../../../../common/generated/validators.js';
import type { Language } from '../../../../common/language';
import { checkReply } from '../../../platform/invalid-reply';
import { requestLazily } from '../../../platform/lazy-request';
import type { RequestConfig } from '../../../platform/http';
import { operatorKeys } from '../operator-queries';

export type { NewsArticleDocument, OperatorNewsArticle };
export type ArticleStatus = OperatorNewsArticle['status'];

const BASE = '/work/api/news';
const call = (config: RequestConfig): Promise<unknown> => requestLazily<unknown>({ suppressErrorToast: true, ...config });

export const newsKeys = {
  list: (lang: Language, status: ArticleStatus) => [...operatorKeys.all(), 'news', lang, status] as const,
  audit: (id: string) => [...operatorKeys.all(), 'news', 'audit', id] as const,
};

export async function fetchArticles(lang: Language, status: ArticleStatus): Promise<OperatorNewsArticleList> {
  return checkReply(validateOperatorNewsArticleList, await call({ url: `${BASE}/articles`, params: { lang, status } }), 'news article list');
}

/** Creates a draft, or saves over the draft `id` names; E400_INVALID_NEWS_ARTICLE names what is wrong. */
export async function saveArticle(id: string | undefined, document: NewsArticleDocument): Promise<OperatorNewsArticle> {
  const reply =
    id === undefined
      ? await call({ method: 'POST', url: `${BASE}/articles`, data: { document } })
      : await call({ method: 'PUT', url: `${BASE}/articles/${encodeURIComponent(id)}`, data: { document } });
  return checkReply(validateOperatorNewsArticle, reply, 'news article');
}

/** What would keep the document from being saved (the server sanitises the body first, as a save does): none when it is fine. */
export async function validateArticle(document: NewsArticleDocument): Promise<ConfigValidationReply['errors']> {
  return checkReply(validateConfigValidationReply, await call({ method: 'POST', url: `${BASE}/validate`, data: { document } }), 'news validation').errors;
}

export async function setArticleStatus(id: string, action: 'publish' | 'unpublish'): Promise<OperatorNewsArticle> {
  return checkReply(
    validateOperatorNewsArticle,
    await call({ method: 'POST', url: `${BASE}/articles/${encodeURIComponent(id)}/${action}`, data: {} }),
    'news article',
  );
}

export async function fetchArticleAudit(id: string): Promise<OperatorAuditList> {
  return checkReply(validateOperatorAuditList, await call({ url: `${BASE}/articles/${encodeURIComponent(id)}/audit` }), 'news audit');
}

export function useArticles(lang: Language, status: ArticleStatus) {
  return useQuery({ queryKey: newsKeys.list(lang, status), queryFn: () => fetchArticles(lang, status), refetchOnWindowFocus: false });
}

export function useArticleAudit(id: string | undefined) {
  return useQuery({ queryKey: newsKeys.audit(id ?? ''), queryFn: () => fetchArticleAudit(id ?? ''), enabled: id !== undefined, refetchOnWindowFocus: false });
}
