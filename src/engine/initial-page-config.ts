import type { PageConfig } from '../../common/generated/types';
import { inlinedDataIn, type InlinedDataSource } from '../platform/inlined-data';
import type { Language } from '../../common/language';
import { acceptSectionDataChecks, isSectionDataChecks } from './section-data-checks';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields the engine reads before any section's data, in the types it reads them. Not the schema: the server
 * checked the configuration against it before inlining it (server/page-configs/home-page/routes.ts); this only keeps an element
 * that was cut short or tampered with from breaking the page.
 */
function hasPageConfigShape(value: unknown): value is PageConfig {
  return (
    isObject(value) &&
    typeof value.page === 'string' &&
    typeof value.language === 'string' &&
    typeof value.version === 'number' &&
    typeof value.flagMask === 'number' &&
    Array.isArray(value.switches) &&
    value.switches.every((entry) => isObject(entry) && isObject(entry.udfs)) &&
    Array.isArray(value.orderingSlots) &&
    value.orderingSlots.every((slot) => isObject(slot) && isObject(slot.udfs)) &&
    isObject(value.sections) &&
    isObject(value.sectionConfigs)
  );
}

/**
 * The configuration the server inlined for this page and language, if it is there, with the server's checks of
 * its sections' data; otherwise undefined and the page fetches it (and shows its own error state when that fails too).
 */
export function readInitialPageConfig(page: string, language: Language, source: InlinedDataSource = inlinedDataIn(document)): PageConfig | undefined {
  const inlined = source.read('pageConfig');
  if (inlined === undefined) return undefined;
  if (!hasPageConfigShape(inlined)) {
    // Fetched again instead; the fetch checks the schema and reports a failure.
    console.warn('[sections] the inlined page configuration is not used: it is not a page configuration');
    return undefined;
  }
  if (inlined.page !== page || inlined.language !== language) return undefined;
  // Without them (or with ones cut short) the page checks the sections itself, loading their validators.
  const checks = source.read('sectionDataChecks');
  if (isSectionDataChecks(checks)) acceptSectionDataChecks(inlined, checks);
  return inlined;
}
