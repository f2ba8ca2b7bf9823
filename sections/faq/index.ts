import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { FaqData } from '../../common/generated/types';

/** FAQ: questions with their answers folded under them. The schema asks for one question at least. */
export const faq = defineSection<FaqData>({
  key: 'FAQ',
  loadValidator: () => import('../../common/generated/validators/validateFaqData.js').then((module) => module.validateFaqData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: () => true,
  analytics: false,
  placeholder: { minHeight: 160, margin: '12px 12px 0' },
  View: lazy(() => import('./View')),
});
