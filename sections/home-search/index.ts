import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { HomeSearchData } from '../../common/generated/types';

/** HOMESEARCH: the home search block (spec §2), pinned by the page right below the header. */
export const homeSearch = defineSection<HomeSearchData>({
  key: 'HOMESEARCH',
  loadValidator: () => import('../../common/generated/validators/validateHomeSearchData.js').then((module) => module.validateHomeSearchData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: () => true,
  analytics: { click: 'search_click' },
  placeholder: { minHeight: 139 },
  View: lazy(() => import('./View')),
});
