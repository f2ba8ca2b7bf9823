import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR } from '../../src/platform/session';
import empty from './fixtures/empty.json';
import many from './fixtures/many.en-US.json';
import withoutOrderNo from './fixtures/broken/banners.0.udfs--required.advertisingOrderNo.json';
import { footerBanners } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(footerBanners);

function statusWith(data: unknown) {
  const page = pageWith([], { FOOTERBANNERS: data });
  return planChecked(page, sectionContextOf(page, 'en-US', new Date('2026-10-20T02:00:00Z'), VISITOR)).status;
}

describe('FOOTERBANNERS', () => {
  it('renders the footer banner swiper when there are banners', () => expect(statusWith(many)).toBe('render'));
  it('hides FOOTERBANNERS when the banner list is empty', () => expect(statusWith(empty)).toBe('hidden'));
  it('is skipped when a banner has no advertisingOrderNo', () => expect(statusWith(withoutOrderNo)).toBe('invalid'));
  it('declares ad_exposed and ad_click', () => expect(footerBanners.analytics).toEqual({ exposure: 'ad_exposed', click: 'ad_click' }));
});
