import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { TopBannerData } from '../../common/generated/types';

/** The top banner carousel; the home page pins it above the ordered sections (spec §2). */
export const topBanner = defineSection<TopBannerData>({
  key: 'TOPBANNER',
  loadValidator: () => import('../../common/generated/validators/validateTopBannerData.js').then((module) => module.validateTopBannerData),
  select: (page) => page.sections.TOPBANNER,
  gate: (data) => data.banners.length > 0,
  analytics: false,
  placeholder: { aspectRatio: '5 / 2' },
  View: lazy(() => import('./View')),
});
