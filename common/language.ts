import type { Language } from './generated/types';

export type { Language };

/** Spec §1: interface languages. */
export const LANGUAGES = ['en-US', 'zh-CN'] as const satisfies readonly Language[];

/** Spec §1: the fallback locale. */
export const FALLBACK_LANGUAGE: Language = 'zh-CN';

/** How content (translated records) names a language. */
export type ContentLanguage = 'EN_US' | 'ZH_CN';

/** Spec §1, §3: the primary content language; translated records fall back to it. */
export const PRIMARY_CONTENT_LANGUAGE: ContentLanguage = 'ZH_CN';

const CONTENT_LANGUAGE_OF: Record<Language, ContentLanguage> = { 'en-US': 'EN_US', 'zh-CN': 'ZH_CN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function contentLanguage(language: Language): ContentLanguage {
  return CONTENT_LANGUAGE_OF[language];
}

/** Spec §3: a translated record picks the language's entry, else the ZH_CN one. */
export function translated<T>(map: Partial<Record<ContentLanguage, T>>, language: Language): T | undefined {
  return map[contentLanguage(language)] ?? map[PRIMARY_CONTENT_LANGUAGE];
}

// The language of the page being shown, read by code outside React (the HTTP client's headers and
// fallback toast). PortalIntlProvider keeps it in step with the route.
let currentLanguage: Language = FALLBACK_LANGUAGE;

export function setCurrentLanguage(language: Language): void {
  currentLanguage = language;
}

export function getCurrentLanguage(): Language {
  return currentLanguage;
}
