import type { PageConfig } from '../generated/types';
import type { Language } from '../platform/language';
import { parsePageConfig } from './page-config';

/** Where the server puts the home page's configuration inside the HTML (server/pages/home-page-html.ts). */
export const INITIAL_PAGE_CONFIG_ELEMENT_ID = 'initial-page-config';

/**
 * The configuration the server inlined for this page and language, if it is there and valid; otherwise
 * undefined and the page fetches it (and shows its own error state when that fails too).
 */
export function readInitialPageConfig(page: string, language: Language, root: Document = document): PageConfig | undefined {
  const text = root.getElementById(INITIAL_PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const config = parsePageConfig(JSON.parse(text));
    return config.page === page && config.language === language ? config : undefined;
  } catch (error) {
    // An inlined configuration that fails its schema is fetched again; the fetch reports the failure.
    console.warn('[sections] the inlined page configuration is not used:', error instanceof Error ? error.message : error);
    return undefined;
  }
}
