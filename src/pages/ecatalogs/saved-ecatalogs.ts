// A buyer's saved e-catalogues (spec §2 /catalogList, myCatalog): Save / Saved on a catalogue, and the list.
// Only buyers may call these (the server answers others 401/403); the pages ask only for a buyer session.
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ECatalogCard, ECatalogSaved } from '../../../common/generated/types';
import { validateECatalogSaved } from '../../../common/generated/validators.js';
import type { CatalogPage } from '../../platform/catalog';
import { eCatalogPageOf, LOAD_MORE_PAGE_SIZE } from './ecatalogs';
import { checkReply } from '../../platform/invalid-reply';
import type { Language } from '../../../common/language';
import { requestLazily } from '../../platform/lazy-request';
import { useLoadMoreList, type LoadMoreState } from '../../platform/load-more-list';

const savedPath = (id: string) => `/member/api/eCatalogs/saved/${encodeURIComponent(id)}`;

export const savedECatalogKeys = {
  all: (accountId: string) => ['savedECatalogs', accountId] as const,
  list: (accountId: string, language: Language) => [...savedECatalogKeys.all(accountId), 'list', language] as const,
  state: (accountId: string, id: string) => [...savedECatalogKeys.all(accountId), 'state', id] as const,
};

export async function fetchSavedECatalogs(language: Language, page: number, signal?: AbortSignal): Promise<CatalogPage<ECatalogCard>> {
  const reply = await requestLazily<unknown>({
    url: '/member/api/eCatalogs/saved/self',
    params: { lang: language, page, size: LOAD_MORE_PAGE_SIZE },
    suppressErrorToast: true,
    signal,
  });
  return eCatalogPageOf(reply);
}

async function fetchSavedState(id: string, signal?: AbortSignal): Promise<ECatalogSaved> {
  return checkReply(validateECatalogSaved, await requestLazily<unknown>({ url: savedPath(id), suppressErrorToast: true, signal }), 'saved e-catalogue');
}

/** Saves (true) or unsaves (false) a catalogue; the page handles a refusal itself (role-gates' showRefusal). */
export async function setSaved(id: string, saved: boolean): Promise<ECatalogSaved> {
  const reply = await requestLazily<unknown>({ method: saved ? 'PUT' : 'DELETE', url: savedPath(id), suppressErrorToast: true });
  return checkReply(validateECatalogSaved, reply, 'saved e-catalogue');
}

/** The buyer's saved catalogues, most recently saved first; nothing is asked without a buyer (accountId). */
export function useSavedECatalogs(accountId: string | undefined, language: Language): LoadMoreState<ECatalogCard> {
  return useLoadMoreList(savedECatalogKeys.list(accountId ?? '', language), (page, signal) => fetchSavedECatalogs(language, page, signal), {
    enabled: accountId !== undefined,
  });
}

export function useSavedState(accountId: string | undefined, id: string): UseQueryResult<ECatalogSaved> {
  return useQuery({
    queryKey: savedECatalogKeys.state(accountId ?? '', id),
    queryFn: ({ signal }) => fetchSavedState(id, signal),
    enabled: accountId !== undefined,
  });
}

/** Save / unsave; the answer becomes the catalogue's state and the buyer's list is read again when next shown. */
export function useSetSaved(accountId: string | undefined, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) => setSaved(id, saved),
    onSuccess: (state) => {
      client.setQueryData(savedECatalogKeys.state(accountId ?? '', id), state);
      void client.invalidateQueries({ queryKey: [...savedECatalogKeys.all(accountId ?? ''), 'list'] });
    },
  });
}
