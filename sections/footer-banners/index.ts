import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { FooterBannersData } from '../../common/generated/types';

/** FOOTERBANNERS: the footer banner swiper after the ordered sections (spec §2), reported as advertisements. */
export const footerBanners = defineSection<FooterBannersData>({
  key: 'FOOTERBANNERS',
  loadValidator: () => import('../../common/generated/validators/validateFooterBannersData.js').then((module) => module.validateFooterBannersData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data) => data.banners.length > 0,
  analytics: { exposure: 'ad_exposed', click: 'ad_click' },
  placeholder: { minHeight: 124 },
  View: lazy(() => import('./View')),
});
