// Spec §3, §7: the logged-in person's company (site trader). Its errors are swallowed and read as null —
// E214009005 is the normal answer while company information is not completed.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SiteTrader } from '../../../common/generated/types';
import { validateSiteTrader } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { RequestFailure } from '../request-failure';
import { sessionKeys } from './keys';
import { SESSION_PATHS } from './paths';

/** The answer while company information is not completed: expected, so not logged. */
const SITE_TRADER_ABSENT = 'E214009005';

export async function fetchSiteTrader(signal?: AbortSignal): Promise<SiteTrader | null> {
  try {
    const reply = await requestLazily<unknown>({ url: SESSION_PATHS.siteTrader, signal, suppressErrorToast: true });
    return checkReply(validateSiteTrader, reply, 'site trader');
  } catch (error) {
    // Spec §7: errors swallowed, yields null. Said once in the console unless it is the expected absence.
    if (!(error instanceof RequestFailure && error.errorCode === SITE_TRADER_ABSENT)) {
      console.warn('[session] the site trader could not be loaded and counts as none:', error instanceof Error ? error.message : error);
    }
    return null;
  }
}

export function useSiteTrader(userId: string | undefined): UseQueryResult<SiteTrader | null> {
  return useQuery({
    queryKey: sessionKeys.siteTrader(userId),
    queryFn: ({ signal }) => fetchSiteTrader(signal),
    enabled: userId !== undefined,
  });
}
