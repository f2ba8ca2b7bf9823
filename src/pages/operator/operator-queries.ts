// The operator page's data: the live configuration, its drafts and versions, the section numbers and the cookie
// consent counts, keyed under the account (logout forgets them); after a publish or a rollback the live configuration and versions ask again.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../common/language';
import { sessionKeys } from '../../platform/session/keys';
import {
  fetchAudit,
  fetchConsentStats,
  fetchDraft,
  fetchDrafts,
  fetchLivePageConfig,
  fetchMediaList,
  fetchPageList,
  fetchSectionStats,
  fetchVersionDocument,
  fetchVersions,
} from './operator-api';

export const operatorKeys = {
  all: () => [...sessionKeys.account(), 'operator'] as const,
  pages: () => [...operatorKeys.all(), 'pages'] as const,
  media: () => [...operatorKeys.all(), 'media'] as const,
  page: (page: string, lang: Language) => [...operatorKeys.all(), page, lang] as const,
  live: (page: string, lang: Language) => [...operatorKeys.page(page, lang), 'live'] as const,
  drafts: (page: string, lang: Language) => [...operatorKeys.page(page, lang), 'drafts'] as const,
  draft: (page: string, lang: Language, id: string) => [...operatorKeys.page(page, lang), 'draft', id] as const,
  versions: (page: string, lang: Language) => [...operatorKeys.page(page, lang), 'versions'] as const,
  audit: (page: string, lang: Language) => [...operatorKeys.page(page, lang), 'audit'] as const,
  version: (page: string, lang: Language, version: number) => [...operatorKeys.page(page, lang), 'version', version] as const,
  sectionStats: (page: string, from: string, to: string) => [...operatorKeys.all(), 'sectionStats', page, from, to] as const,
  consentStats: (from: string, to: string) => [...operatorKeys.all(), 'consentStats', from, to] as const,
};

// The page shows what the server holds when it opens; another operator's change shows after a refresh.
const ONCE = { staleTime: Infinity, refetchOnWindowFocus: false } as const;

export function usePageList() {
  return useQuery({ queryKey: operatorKeys.pages(), queryFn: fetchPageList, ...ONCE });
}

export function useLivePageConfig(page: string, lang: Language) {
  return useQuery({
    queryKey: operatorKeys.live(page, lang),
    queryFn: () => fetchLivePageConfig(page, lang),
    ...ONCE,
  });
}

export function useDrafts(page: string, lang: Language) {
  return useQuery({
    queryKey: operatorKeys.drafts(page, lang),
    queryFn: () => fetchDrafts(page, lang),
    ...ONCE,
  });
}

export function useDraft(page: string, lang: Language, id: string | undefined) {
  return useQuery({
    queryKey: operatorKeys.draft(page, lang, id ?? ''),
    queryFn: () => fetchDraft(page, lang, id ?? ''),
    enabled: id !== undefined,
    ...ONCE,
  });
}

export function useVersions(page: string, lang: Language) {
  return useQuery({
    queryKey: operatorKeys.versions(page, lang),
    queryFn: () => fetchVersions(page, lang),
    ...ONCE,
  });
}

/** The page's audit list; every save, publish and rollback here asks again (refreshPageState). */
export function useAudit(page: string, lang: Language) {
  return useQuery({ queryKey: operatorKeys.audit(page, lang), queryFn: () => fetchAudit(page, lang), ...ONCE });
}

export function useSectionStats(page: string, from: string, to: string) {
  return useQuery({
    queryKey: operatorKeys.sectionStats(page, from, to),
    queryFn: () => fetchSectionStats(page, from, to),
    ...ONCE,
  });
}

/** The cookie consent counts: the site's, whichever page is open. */
export function useConsentStats(from: string, to: string) {
  return useQuery({ queryKey: operatorKeys.consentStats(from, to), queryFn: () => fetchConsentStats(from, to), ...ONCE });
}

/** After a publish or a rollback: the live configuration, the versions and the drafts (a published one is gone) ask again. */
export function refreshPageState(client: QueryClient, page: string, lang: Language): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey;
      const prefix = operatorKeys.page(page, lang);
      return prefix.every((part, at) => key[at] === part) && key[prefix.length] !== 'draft';
    },
  });
}

export function useRefreshPageState(page: string, lang: Language): () => Promise<void> {
  const client = useQueryClient();
  return () => refreshPageState(client, page, lang);
}

/** A stored version's document, once asked for (a version never changes once stored). */
export function useVersionDocument(page: string, lang: Language, version: number | undefined) {
  return useQuery({
    queryKey: operatorKeys.version(page, lang, version ?? 0),
    queryFn: () => fetchVersionDocument(page, lang, version ?? 0),
    enabled: version !== undefined,
    ...ONCE,
  });
}

/** The media library, once the operator opens it; an upload refreshes it. */
export function useMediaList(enabled: boolean) {
  return useQuery({ queryKey: operatorKeys.media(), queryFn: fetchMediaList, enabled, staleTime: 60_000 });
}
