import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { LinkListData } from '../../common/generated/types';

/**
 * LINKLIST: a list of links on a content page, each resolved by redirectType through src/platform/links.ts
 * (no target: 'Coming soon'; another site: the leave-site confirmation). The schema asks for one link at least.
 */
export const linkList = defineSection<LinkListData>({
  key: 'LINKLIST',
  loadValidator: () => import('../../common/generated/validators/validateLinkListData.js').then((module) => module.validateLinkListData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: () => true,
  analytics: false,
  placeholder: { minHeight: 120, margin: '12px 12px 0' },
  View: lazy(() => import('./View')),
});
