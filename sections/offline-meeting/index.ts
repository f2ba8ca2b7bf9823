import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { OfflineMeetingData } from '../../common/generated/types';
import { hasFlag } from '../../common/flags';
import { meetingButtons } from './meeting-buttons';

/** OFFLINEMEETING: the offline block (spec §2), shown only if either title exists and the flag mask has 'offline meeting' (§4). */
export const offlineMeeting = defineSection<OfflineMeetingData>({
  key: 'OFFLINEMEETING',
  loadValidator: () => import('../../common/generated/validators/validateOfflineMeetingData.js').then((module) => module.validateOfflineMeetingData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data, context) => meetingButtons(data, context.flagMask).length > 0 && hasFlag(context.flagMask, 'offlineMeeting'),
  analytics: { click: 'activity_click' },
  placeholder: { minHeight: 256 },
  View: lazy(() => import('./View')),
});
