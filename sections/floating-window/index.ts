import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { FloatingWindowData } from '../../common/generated/types';

/** FLOATINGWINDOW: the floating window and the floating APP button (spec §2), fixed at the bottom right. */
export const floatingWindow = defineSection<FloatingWindowData>({
  key: 'FLOATINGWINDOW',
  loadValidator: () => import('../../common/generated/validators/validateFloatingWindowData.js').then((module) => module.validateFloatingWindowData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: () => true,
  analytics: { click: 'ad_click' },
  // All of it floats above the page and takes no space in the flow.
  placeholder: { minHeight: 0 },
  Overlay: lazy(() => import('./Overlay')),
});
