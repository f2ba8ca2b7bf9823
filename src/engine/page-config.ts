import { useQuery } from '@tanstack/react-query';
import type { PageConfig } from '../../common/generated/types';
import { useInlinedData } from '../platform/inlined-data-context';
import { requestLazily } from '../platform/lazy-request';
import type { Language } from '../../common/language';
import { readInitialPageConfig } from './initial-page-config';

export const pageConfigKeys = {
  all: ['pageConfig'] as const,
  page: (page: string, language: Language, preview?: string) =>
    preview === undefined ? ([...pageConfigKeys.all, page, language] as const) : ([...pageConfigKeys.all, page, language, preview] as const),
};

/** `preview`: an operator's draft id (employees only; the server refuses it to anyone else). */
export async function fetchPageConfig(page: string, language: Language, preview?: string): Promise<PageConfig> {
  // The page shows its own 'Request failed, click to reload' state, so no toast on top of it.
  const [raw, { parsePageConfig }] = await Promise.all([
    requestLazily<unknown>({
      url: `/b2bshop/api/pageConfigs/public/${encodeURIComponent(page)}`,
      params: preview === undefined ? { lang: language } : { lang: language, preview },
      suppressErrorToast: true,
    }),
    // The schema check comes with the first fetch, not with the page: the inlined configuration needs none here.
    import('./parse-page-config'),
  ]);
  return parsePageConfig(raw);
}

export function usePageConfig(page: string, language: Language, preview?: string) {
  const inlined = useInlinedData();
  return useQuery({
    queryKey: pageConfigKeys.page(page, language, preview),
    queryFn: () => fetchPageConfig(page, language, preview),
    // The server inlines the home page's configuration in its HTML: no round trip before the first render.
    initialData: () => readInitialPageConfig(page, language, inlined),
    retry: false,
    staleTime: 60_000,
  });
}
