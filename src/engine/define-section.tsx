import type { PageConfig } from '../../common/generated/types';
import type { PrefetchedCall } from '../../common/inlined-data';
import type { SectionContext, SectionPlan, SectionPlugin, SectionSchema, SectionValidator } from './types';
import { sectionTracker } from './section-tracker';

/** A plugin with its data type erased, so one registry can hold sections of different data. */
export interface RegisteredSection {
  key: string;
  analytics: SectionPlugin<unknown>['analytics'];
  loadValidator(): Promise<SectionValidator<unknown>>;
  loadSchema(): Promise<SectionSchema>;
  select(page: PageConfig): unknown;
  /** `dataProblem`: why its data fails its schema (section-data-checks.ts), or null when it passes. */
  plan(page: PageConfig, context: SectionContext, dataProblem: string | null): SectionPlan;
  /** What its server hooks ask of the server's render (types.ts, SectionServerHooks), for data its schema passed. */
  serverNeeds(page: PageConfig, context: Pick<SectionContext, 'language' | 'industrySiteId'>): ServerNeeds;
}

/** What a section's server hooks ask of the server's render, or all of a page's sections' (server-needs.ts). */
export interface ServerNeeds {
  calls: readonly PrefetchedCall[];
  preloadImages: readonly string[];
}

export function defineSection<Data>(plugin: SectionPlugin<Data>): RegisteredSection {
  const select = plugin.select ?? ((page: PageConfig) => page.sections[plugin.key]);
  return {
    key: plugin.key,
    analytics: plugin.analytics,
    loadValidator: plugin.loadValidator,
    loadSchema: plugin.loadSchema,
    select,
    serverNeeds(page, context) {
      // Checked against its schema by the caller (section-data-checks.ts).
      const data = select(page) as Data;
      return { calls: plugin.server?.prefetch?.(data, context) ?? [], preloadImages: plugin.server?.preloadImages?.(data) ?? [] };
    },
    plan(page, context, dataProblem) {
      if (dataProblem !== null) return { key: plugin.key, status: 'invalid', reason: dataProblem };
      // Checked against its schema: the data's own validator passed it (section-data-checks.ts).
      const data = select(page) as Data;
      let visible: boolean;
      try {
        visible = plugin.gate(data, context);
      } catch (error) {
        // A gate that throws on data its schema let through skips its own section, never the page.
        return { key: plugin.key, status: 'invalid', reason: `gate failed: ${error instanceof Error ? error.message : String(error)}` };
      }
      if (!visible) return { key: plugin.key, status: 'hidden' };
      const { View, Overlay } = plugin;
      const track = sectionTracker(plugin.key, plugin.analytics, page.page);
      return {
        key: plugin.key,
        status: 'render',
        config: page.sectionConfigs[plugin.key],
        placeholder: plugin.placeholder,
        renderView: View && (() => <View data={data} context={context} track={track} />),
        renderOverlay: Overlay && (() => <Overlay data={data} context={context} track={track} />),
      };
    },
  };
}

export type SectionRegistry = Readonly<Record<string, RegisteredSection>>;
