import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { ServicesData } from '../../common/generated/types';

/**
 * SERVICES: two link grids, 2x2 and 2x3 (spec §2, §9). The schema holds each grid's size, so valid data
 * always fills both grids; nothing else hides the section.
 */
export const services = defineSection<ServicesData>({
  key: 'SERVICES',
  loadValidator: () => import('../../common/generated/validators/validateServicesData.js').then((module) => module.validateServicesData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: () => true,
  // Spec §7 names no event for the services grids.
  analytics: false,
  placeholder: { minHeight: 400 },
  View: lazy(() => import('./View')),
});
