import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { FriendsData } from '../../common/generated/types';

/** FRIENDS: the video swiper (spec §2), shown with at least one video. */
export const friends = defineSection<FriendsData>({
  key: 'FRIENDS',
  loadValidator: () => import('../../common/generated/validators/validateFriendsData.js').then((module) => module.validateFriendsData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data) => data.videos.length > 0,
  // Spec §7 names no video event; a video is an operator-placed external link, so starting one reports ad_click.
  analytics: { click: 'ad_click' },
  placeholder: { minHeight: 308 },
  View: lazy(() => import('./View')),
});
