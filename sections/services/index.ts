import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { ServicesData } from '../../src/generated/types';
import { validateServicesData } from '../../src/generated/validators.js';

/**
 * SERVICES: two link grids, 2x2 and 2x3 (spec §2, §9). The schema holds each grid's size, so valid data
 * always fills both grids; nothing else hides the section.
 */
export const services = defineSection<ServicesData>({
  key: 'SERVICES',
  validate: validateServicesData,
  select: (page) => page.sections.SERVICES,
  gate: () => true,
  // Spec §7 names no event for the services grids.
  analytics: false,
  placeholder: { minHeight: 400 },
  View: lazy(() => import('./View')),
});
