import type { OrderingSlot, PageConfig } from '../../common/generated/types';
import type { SectionRegistry } from './define-section';
import type { SectionDataChecks } from './section-data-checks';
import { isSlotWindowOpen } from './slot-window';
import type { SectionContext, SectionPlan } from './types';

/**
 * The order the page shows: pinned top sections first (the top banner precedes the ordered ones, spec §2),
 * then the ordering slots in server order, then the pinned bottom ones. A pinned key that has a slot of its own takes the slot's place
 * and status instead, so an operator can still move or disable it. Only ENABLE slots render, and a slot with a
 * time window only inside it (slot-window.ts); each key once.
 */
export interface PinnedSections {
  /** Before the ordered sections (the top banner). */
  top?: readonly string[];
  /** After them (spec §2: the e-commerce block, footer banners, footer, floating window). */
  bottom?: readonly string[];
}

export function planPage(
  page: PageConfig,
  registry: SectionRegistry,
  context: SectionContext,
  checks: SectionDataChecks,
  pinned: PinnedSections = {},
): SectionPlan[] {
  const seen = new Set<string>();
  const plans: SectionPlan[] = [];
  const slotted = new Set(page.orderingSlots.map((slot) => slot.udfs.module));
  const unslotted = (keys: readonly string[] = []) => keys.filter((key) => !slotted.has(key)).map((key) => ({ key, enabled: true }));
  const keys: Array<{ key: string; enabled: boolean; windowError?: string }> = [
    ...unslotted(pinned.top),
    ...page.orderingSlots.map((slot) => ({ key: slot.udfs.module, ...slotEnabled(slot, context.now) })),
    ...unslotted(pinned.bottom),
  ];
  for (const { key, enabled, windowError } of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    if (windowError !== undefined) {
      plans.push({ key, status: 'invalid', reason: windowError });
      continue;
    }
    if (!enabled) {
      plans.push({ key, status: 'disabled' });
      continue;
    }
    const section = registry[key];
    if (!section) {
      plans.push({ key, status: 'unknown', reason: `no section is registered for ${key}` });
      continue;
    }
    const dataProblem = checks[key];
    plans.push(section.plan(page, context, dataProblem === undefined ? 'its data was not checked' : dataProblem));
  }
  return plans;
}

/** A DISABLE slot, or one outside its window, is filtered alike; a window with an impossible time skips its slot with the reason. */
function slotEnabled(slot: OrderingSlot, now: Date): { enabled: boolean; windowError?: string } {
  if (slot.status !== 'ENABLE') return { enabled: false };
  try {
    return { enabled: isSlotWindowOpen(slot, now) };
  } catch (error) {
    return { enabled: false, windowError: `time window: ${error instanceof Error ? error.message : String(error)}` };
  }
}
