import { track } from '../platform/analytics';
import type { SectionPlan, SkippedPlan } from './types';

export function isSkipped(plan: SectionPlan): plan is SkippedPlan {
  return plan.status === 'unknown' || plan.status === 'invalid';
}

/** An unknown key or invalid section data is not fatal: it is warned about and reported, and the page goes on. */
export function reportSkippedSections(plans: readonly SectionPlan[], page: string): void {
  for (const plan of plans.filter(isSkipped)) {
    console.warn(`[sections] ${page}: skipped ${plan.key} (${plan.status}): ${plan.reason}`);
    track('section_skipped', { page, key: plan.key, status: plan.status, reason: plan.reason.slice(0, 200) });
  }
}

export function reportSectionCrash(key: string, page: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[sections] ${page}: ${key} failed to render: ${reason}`);
  track('section_skipped', { page, key, status: 'crashed', reason: reason.slice(0, 200) });
}
