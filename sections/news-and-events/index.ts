import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { NewsAndEventsData } from '../../common/generated/types';

/**
 * NEWSANDEVENTS: the fair's news as a list of external links (spec §2, §3). The page configuration is per
 * language, so the list is already the page language's; spec §2 shows the section only if it is non-empty.
 */
export const newsAndEvents = defineSection<NewsAndEventsData>({
  key: 'NEWSANDEVENTS',
  loadValidator: () => import('../../common/generated/validators/validateNewsAndEventsData.js').then((module) => module.validateNewsAndEventsData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data) => data.links.length > 0,
  // Spec §7 names no news event; a news item is an operator-placed external link, reported as ad_click.
  analytics: { click: 'ad_click' },
  placeholder: { minHeight: 420 },
  View: lazy(() => import('./View')),
});
