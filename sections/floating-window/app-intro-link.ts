import type { Language } from '../../common/language';

/** Spec §2: the app-introduction page opens in the current language, named by the lang query parameter. */
export function appIntroLink(appIntroUrl: string, language: Language): string {
  const url = new URL(appIntroUrl);
  url.searchParams.set('lang', language);
  return url.href;
}
