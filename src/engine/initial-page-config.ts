import type { PageConfig } from '../generated/types';
import { inlinedDataIn, type InlinedDataSource } from '../platform/inlined-data';
import type { Language } from '../platform/language';
import { parsePageConfig } from './page-config';

/**
 * The configuration the server inlined for this page and language, if it is there and valid; otherwise
 * undefined and the page fetches it (and shows its own error state when that fails too).
 */
export function readInitialPageConfig(page: string, language: Language, source: InlinedDataSource = inlinedDataIn(document)): PageConfig | undefined {
  const inlined = source.read('pageConfig');
  if (inlined === undefined) return undefined;
  try {
    const config = parsePageConfig(inlined);
    return config.page === page && config.language === language ? config : undefined;
  } catch (error) {
    // An inlined configuration that fails its schema is fetched again; the fetch reports the failure.
    console.warn('[sections] the inlined page configuration is not used:', error instanceof Error ? error.message : error);
    return undefined;
  }
}
