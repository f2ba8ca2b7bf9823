// The home page's configuration carries the portal's switches and flag mask (spec §3, §4); other pages read
// them from it (the same cached query the home page fills from its HTML).
import { hasFlag, type FlagName } from '../../common/flags';
import type { Language } from '../../common/language';
import { HOME_PAGE } from '../../common/pages';
import { usePageConfig } from './page-config';

/** `preview`: an operator's draft shown instead of the live configuration (the home page's ?preview=, employees only). */
export function useHomePageConfig(language: Language, preview?: string) {
  return usePageConfig(HOME_PAGE, language, preview);
}

/** Spec §4: whether a bit of the live flag mask is on; undefined until it is known (or when it cannot be). */
export function useHomeFlag(language: Language, flag: FlagName): boolean | undefined {
  const { data } = useHomePageConfig(language);
  return data === undefined ? undefined : hasFlag(data.flagMask, flag);
}
