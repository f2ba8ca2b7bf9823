/** A run of pages left out between two page buttons. */
export const PAGE_GAP = 'gap';

export type PageItem = number | typeof PAGE_GAP;

/** Seven slots at most, so the pager keeps its width on a 375 px phone as the current page moves. */
const SLOTS = 7;

/**
 * The page buttons of a compact pager (1-based): all pages when they fit, else the first and the last, the
 * current one with its neighbours, and gaps for the rest.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (totalPages <= SLOTS) return range(1, totalPages);
  // Near an end, the pages up to the gap fill the five slots beside that end.
  if (current <= SLOTS - 3) return [...range(1, SLOTS - 2), PAGE_GAP, totalPages];
  if (current >= totalPages - (SLOTS - 4)) return [1, PAGE_GAP, ...range(totalPages - (SLOTS - 3), totalPages)];
  return [1, PAGE_GAP, current - 1, current, current + 1, PAGE_GAP, totalPages];
}
