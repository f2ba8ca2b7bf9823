import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { ActivitiesData } from '../../common/generated/types';
import { visibleActivityCards } from './visible-activity-cards';

/** ACTIVITIES: the fair's activity cards (spec §2), shown while at least one passes its switch (spec §4). */
export const activities = defineSection<ActivitiesData>({
  key: 'ACTIVITIES',
  loadValidator: () => import('../../common/generated/validators/validateActivitiesData.js').then((module) => module.validateActivitiesData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data, context) => visibleActivityCards(data.cards, context).length > 0,
  analytics: { click: 'activity_click' },
  placeholder: { minHeight: 520 },
  View: lazy(() => import('./View')),
});
