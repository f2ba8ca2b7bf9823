import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { EcommerceData } from '../../common/generated/types';

/** ECOMMERCE: the international e-commerce block after the ordered sections (spec §2). */
export const ecommerce = defineSection<EcommerceData>({
  key: 'ECOMMERCE',
  loadValidator: () => import('../../common/generated/validators/validateEcommerceData.js').then((module) => module.validateEcommerceData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  // Both cards are required by the schema, so valid data always has something to show.
  gate: () => true,
  // Spec §7: the pilot-area card reports belt_and_road_initiative_click.
  analytics: { click: 'belt_and_road_initiative_click' },
  placeholder: { minHeight: 252 },
  View: lazy(() => import('./View')),
});
