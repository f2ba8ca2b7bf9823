// The news centre (issue 9, README "news"): a language's published articles a page at a time, one article by
// slug, and a press invitation as the viewer sees it, with a media member's sign-up. Every reply is checked
// against its schema; the pages show their own failed and not-found states, so the reads never toast.
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { NewsArticle, NewsArticleCard, NewsCategory, PressInvitation } from '../../../common/generated/types';
import { validateNewsArticle, validateNewsArticlePage, validatePressInvitation } from '../../../common/generated/validators.js';
import type { CatalogPage } from '../../platform/catalog';
import { retryUnlessNotFound } from '../../platform/request-failure';
import { checkReply } from '../../platform/invalid-reply';
import type { Language } from '../../../common/language';
import { requestLazily } from '../../platform/lazy-request';
import { useLoadMoreList, type LoadMoreState } from '../../platform/load-more-list';

/** How many articles one "load more" reads. */
export const NEWS_PAGE_SIZE = 10;

const NEWS_API = '/b2bshop/api/news';
const segment = encodeURIComponent;

export const newsKeys = {
  all: ['news'] as const,
  list: (language: Language, category: NewsCategory | undefined) => [...newsKeys.all, 'list', language, category ?? null] as const,
  article: (slug: string, language: Language) => [...newsKeys.all, 'article', slug, language] as const,
  /** The sign-up state depends on who is looking, so the viewer is part of the key. */
  invitation: (id: string, language: Language, viewerId: string | null) => [...newsKeys.all, 'invitation', id, language, viewerId] as const,
};

export async function fetchNewsArticles(
  { language, category, page }: { language: Language; category: NewsCategory | undefined; page: number },
  signal?: AbortSignal,
): Promise<CatalogPage<NewsArticleCard>> {
  const reply = await requestLazily<unknown>({
    url: `${NEWS_API}/articles`,
    params: {
      lang: language,
      page,
      size: NEWS_PAGE_SIZE,
      ...(category ? { category } : {}),
    },
    suppressErrorToast: true,
    signal,
  });
  const { articles, page: info } = checkReply(validateNewsArticlePage, reply, 'news article page');
  return { items: articles, page: info };
}

export async function fetchNewsArticle(slug: string, language: Language, signal?: AbortSignal): Promise<NewsArticle> {
  const reply = await requestLazily<unknown>({
    url: `${NEWS_API}/articles/${segment(slug)}`,
    params: { lang: language },
    suppressErrorToast: true,
    signal,
  });
  return checkReply(validateNewsArticle, reply, 'news article');
}

export async function fetchPressInvitation(id: string, language: Language, signal?: AbortSignal): Promise<PressInvitation> {
  const reply = await requestLazily<unknown>({
    url: `${NEWS_API}/invitations/${segment(id)}`,
    params: { lang: language },
    suppressErrorToast: true,
    signal,
  });
  return checkReply(validatePressInvitation, reply, 'press invitation');
}

/** A media member's sign-up; a refusal (full, closed, already signed up) is the request's toast. */
export async function signUpForInvitation(id: string, language: Language): Promise<PressInvitation> {
  const reply = await requestLazily<unknown>({
    method: 'POST',
    url: `${NEWS_API}/invitations/${segment(id)}/registrations`,
    params: { lang: language },
  });
  return checkReply(validatePressInvitation, reply, 'press invitation');
}

export function useNewsArticles(language: Language, category: NewsCategory | undefined): LoadMoreState<NewsArticleCard> {
  return useLoadMoreList(newsKeys.list(language, category), (page, signal) => fetchNewsArticles({ language, category, page }, signal));
}

export function useNewsArticle(slug: string, language: Language): UseQueryResult<NewsArticle> {
  return useQuery({
    queryKey: newsKeys.article(slug, language),
    queryFn: ({ signal }) => fetchNewsArticle(slug, language, signal),
    retry: retryUnlessNotFound,
  });
}

/** `viewerId`: null for a visitor; undefined while the login status is not known, and nothing is asked until it is. */
export function usePressInvitation(id: string, language: Language, viewerId: string | null | undefined): UseQueryResult<PressInvitation> {
  return useQuery({
    queryKey: newsKeys.invitation(id, language, viewerId ?? null),
    queryFn: ({ signal }) => fetchPressInvitation(id, language, signal),
    retry: retryUnlessNotFound,
    enabled: viewerId !== undefined,
  });
}

/**
 * Signs the viewer up; the invitation as it stands afterwards replaces the one on screen. A refusal (the last
 * seat taken meanwhile, the deadline passed) reads the invitation again, so the page shows why.
 */
export function useInvitationSignUp(id: string, language: Language, viewerId: string | null) {
  const client = useQueryClient();
  const queryKey = newsKeys.invitation(id, language, viewerId);
  return useMutation({
    mutationFn: () => signUpForInvitation(id, language),
    onSuccess: (invitation) => client.setQueryData(queryKey, invitation),
    onError: () => client.invalidateQueries({ queryKey }),
  });
}
