// What the sections of a page ask of the server's render (their server hooks, types.ts SectionServerHooks): the
// server makes the calls and inlines their replies, and preloads the images, knowing no section by name.
import type { PageConfig } from '../../common/generated/types';
import type { PrefetchedCall } from '../../common/inlined-data';
import type { Language } from '../../common/language';
import type { SectionRegistry, ServerNeeds } from './define-section';
import type { SectionDataChecks } from './section-data-checks';

/**
 * The needs of every section in the configuration whose data passed its schema (a section without data fails it),
 * in the registry's order.
 */
export function serverNeedsOf(page: PageConfig, registry: SectionRegistry, checks: SectionDataChecks, language: Language): ServerNeeds {
  const needs = { calls: [] as PrefetchedCall[], preloadImages: [] as string[] };
  const context = { language, industrySiteId: page.industrySite.id };
  for (const section of Object.values(registry)) {
    if (checks[section.key] !== null) continue;
    const { calls, preloadImages } = section.serverNeeds(page, context);
    needs.calls.push(...calls);
    needs.preloadImages.push(...preloadImages);
  }
  return needs;
}
