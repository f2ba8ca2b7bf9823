import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { SystemNoticeData } from '../../common/generated/types';
import { announcementCall } from './announcements';

/** SYSTEMNOTICE: the announcement carousel of type HOMEPAGE (spec §2); announcements come from their own call. */
export const systemNotice = defineSection<SystemNoticeData>({
  key: 'SYSTEMNOTICE',
  loadValidator: () => import('../../common/generated/validators/validateSystemNoticeData.js').then((module) => module.validateSystemNoticeData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: () => true,
  analytics: false,
  placeholder: { minHeight: 44, margin: '12px 12px 0' },
  View: lazy(() => import('./View')),
  // The carousel's announcements come in the page: the ticker shows on the first screen with no call.
  server: { prefetch: (data, { language, industrySiteId }) => [announcementCall({ displayPage: data.displayPage, language, industrySiteId })] },
});
