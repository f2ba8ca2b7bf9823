import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { TopBannerData } from '../../common/generated/types';

/** The top banner carousel; the home page pins it above the ordered sections (spec §2). */
export const topBanner = defineSection<TopBannerData>({
  key: 'TOPBANNER',
  loadValidator: () => import('../../common/generated/validators/validateTopBannerData.js').then((module) => module.validateTopBannerData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data) => data.banners.length > 0,
  analytics: false,
  placeholder: { aspectRatio: '5 / 2' },
  View: lazy(() => import('./View')),
  // The first banner is the page's largest paint: it starts loading with the HTML.
  server: { preloadImages: (data) => data.banners.slice(0, 1).map((banner) => banner.materialInfo.url) },
});
