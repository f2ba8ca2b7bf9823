import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { FooterData } from '../../common/generated/types';

/**
 * FOOTER: social links, app stores, contact details, footer pages and the cookie consent bar (spec §2).
 * What differs for ZH_CN (ICP filing lines, the Hong Kong office, its own networks) comes with that page's data.
 */
export const footer = defineSection<FooterData>({
  key: 'FOOTER',
  loadValidator: () => import('../../common/generated/validators/validateFooterData.js').then((module) => module.validateFooterData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: () => true,
  analytics: false,
  placeholder: { minHeight: 560 },
  View: lazy(() => import('./View')),
  Overlay: lazy(() => import('./Overlay')),
});
