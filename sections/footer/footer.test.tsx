import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import type { Language } from '../../common/language';
import { VISITOR } from '../../src/platform/session';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import empty from './fixtures/empty.json';
import withoutConsent from './fixtures/broken/root--required.cookieConsent.json';
import unknownNetwork from './fixtures/broken/socialLinks.0.network--enum.json';
import { footer } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(footer);

function statusWith(data: unknown, language: Language = 'en-US') {
  const page = pageWith([], { FOOTER: data }, { language });
  return planChecked(page, sectionContextOf(page, language, new Date('2026-10-20T02:00:00Z'), VISITOR)).status;
}

describe('FOOTER', () => {
  it('renders the footer on the en-US page', () => expect(statusWith(many)).toBe('render'));
  it('renders the footer on the zh-CN page', () => expect(statusWith(manyZh, 'zh-CN')).toBe('render'));
  it('renders the footer pages and contact details even without social or app store links', () => expect(statusWith(empty)).toBe('render'));
  it('is skipped without the cookie consent settings', () => expect(statusWith(withoutConsent)).toBe('invalid'));
  it('is skipped with a social network it cannot draw', () => expect(statusWith(unknownNetwork)).toBe('invalid'));
});
