import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { FloatingWindowData } from '../../src/generated/types';
import { validateFloatingWindowData } from '../../src/generated/validators.js';

/** FLOATINGWINDOW: the floating window and the floating APP button (spec §2), fixed at the bottom right. */
export const floatingWindow = defineSection<FloatingWindowData>({
  key: 'FLOATINGWINDOW',
  validate: validateFloatingWindowData,
  select: (page) => page.sections.FLOATINGWINDOW,
  gate: () => true,
  analytics: { click: 'ad_click' },
  // It floats above the page and takes no space in the flow, so nothing is reserved while it loads.
  placeholder: { minHeight: 0 },
  // Its box is at the page's end but it shows on the first screen, so its code cannot wait for the box.
  loads: 'at-once',
  View: lazy(() => import('./View')),
});
