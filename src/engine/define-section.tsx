import type { PageConfig } from '../../common/generated/types';
import type { SectionContext, SectionPlan, SectionPlugin, SectionValidator } from './types';
import { sectionTracker } from './section-tracker';

/** A plugin with its data type erased, so one registry can hold sections of different data. */
export interface RegisteredSection {
  key: string;
  analytics: SectionPlugin<unknown>['analytics'];
  loadValidator(): Promise<SectionValidator<unknown>>;
  select(page: PageConfig): unknown;
  /** `dataProblem`: why its data fails its schema (section-data-checks.ts), or null when it passes. */
  plan(page: PageConfig, context: SectionContext, dataProblem: string | null): SectionPlan;
}

export function defineSection<Data>(plugin: SectionPlugin<Data>): RegisteredSection {
  return {
    key: plugin.key,
    analytics: plugin.analytics,
    loadValidator: plugin.loadValidator,
    select: plugin.select,
    plan(page, context, dataProblem) {
      if (dataProblem !== null) return { key: plugin.key, status: 'invalid', reason: dataProblem };
      // Checked against its schema: the data's own validator passed it (section-data-checks.ts).
      const data = plugin.select(page) as Data;
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
