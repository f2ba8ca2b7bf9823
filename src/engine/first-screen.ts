import type { RenderedPlan, SectionPlaceholder } from './types';

/** The spec's mobile viewport: what a phone shows before any scroll. */
export const FIRST_SCREEN = { width: 375, height: 812 } as const;

/** A section's title bar (DisplayName Y), as SectionFrame.module.css draws it. */
const TITLE_HEIGHT = 52;

function marginHeight(margin: string | undefined): number {
  if (!margin) return 0;
  const [top = 0, , bottom = top] = margin.split(/\s+/).map((part) => Number.parseFloat(part) || 0);
  return top + bottom;
}

/** The height a section's box keeps before its View's code arrives, at the first screen's width. */
export function estimatedHeight({ minHeight = 0, aspectRatio, margin }: SectionPlaceholder): number {
  const [across = 0, down = 0] = (aspectRatio ?? '').split('/').map((part) => Number.parseFloat(part));
  const byRatio = across > 0 && down > 0 ? (FIRST_SCREEN.width * down) / across : 0;
  return Math.max(minHeight, byRatio) + marginHeight(margin);
}

/**
 * The sections whose box starts on the first screen, by their placeholders' heights. They render at once, on
 * the server and in the browser alike (the same plan gives the same answer on both sides), so the first screen
 * is in the HTML; the rest wait until they come near the viewport.
 */
export function firstScreenKeys(plans: readonly RenderedPlan[]): ReadonlySet<string> {
  const keys = new Set<string>();
  let top = 0;
  for (const plan of plans) {
    if (top >= FIRST_SCREEN.height) break;
    keys.add(plan.key);
    if (!plan.renderView) continue;
    top += estimatedHeight(plan.placeholder) + (plan.config?.udfs.DisplayName === 'Y' ? TITLE_HEIGHT : 0);
  }
  return keys;
}
