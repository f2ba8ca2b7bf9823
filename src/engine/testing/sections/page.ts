import type { PageConfig } from '../../../../common/generated/types';
import minimal from '../../../../fixtures/page-configs/valid/minimal.en-US.json';

/** A valid page configuration with the given slots and section data. */
export function pageWith(
  slots: Array<[key: string, status?: 'ENABLE' | 'DISABLE', window?: { startTime: string; closeTime: string }]>,
  sections: Record<string, unknown>,
  extra: Partial<PageConfig> = {},
): PageConfig {
  return {
    ...(minimal as PageConfig),
    orderingSlots: slots.map(([module, status = 'ENABLE', window]) => ({ status, udfs: { module, ...window } })),
    sections,
    ...extra,
  };
}
