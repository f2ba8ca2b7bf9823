import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { OpeningCountdownData } from '../../common/generated/types';
import { countdownOf, isCountingDown } from './countdown';

/** OPENINGCOUNTDOWN: whole days to the opening of the current industry site's fair (spec §2, §3, §4, §9). */
export const openingCountdown = defineSection<OpeningCountdownData>({
  key: 'OPENINGCOUNTDOWN',
  loadValidator: () => import('../../common/generated/validators/validateOpeningCountdownData.js').then((module) => module.validateOpeningCountdownData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data, context) => isCountingDown(countdownOf(data, context)),
  analytics: false,
  placeholder: { minHeight: 136, margin: '12px 12px 0' },
  View: lazy(() => import('./View')),
});
