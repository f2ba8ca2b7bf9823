import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { RichTextData } from '../../common/generated/types';
import { shownBlocks } from './shown-blocks';

/** RICHTEXT: a content page's text as headed paragraphs and lists (structured, never HTML); hidden with nothing to show. */
export const richText = defineSection<RichTextData>({
  key: 'RICHTEXT',
  loadValidator: () => import('../../common/generated/validators/validateRichTextData.js').then((module) => module.validateRichTextData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data) => shownBlocks(data).length > 0,
  analytics: false,
  placeholder: { minHeight: 240, margin: '12px 12px 0' },
  View: lazy(() => import('./View')),
});
