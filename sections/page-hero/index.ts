import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { PageHeroData } from '../../common/generated/types';

/** PAGEHERO: a content page's heading — its title, a subtitle and a picture (the title is required, so it always shows). */
export const pageHero = defineSection<PageHeroData>({
  key: 'PAGEHERO',
  loadValidator: () => import('../../common/generated/validators/validatePageHeroData.js').then((module) => module.validatePageHeroData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data) => data.title.trim() !== '',
  analytics: false,
  placeholder: { minHeight: 96 },
  View: lazy(() => import('./View')),
});
