import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { HomeSectionsData } from '../../common/generated/types';

/** HOMESECTIIONS (the server's spelling): exhibition area cards, two per row, under an exhibitor search bar (spec §2). */
export const homeSections = defineSection<HomeSectionsData>({
  key: 'HOMESECTIIONS',
  loadValidator: () => import('../../common/generated/validators/validateHomeSectionsData.js').then((module) => module.validateHomeSectionsData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data) => data.areas.length > 0,
  analytics: { click: 'home_exhibition_area_click' },
  placeholder: { minHeight: 420 },
  View: lazy(() => import('./View')),
});
