import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { VISITOR } from '../../src/platform/session';
import { pageWith } from '../../src/engine/testing/sections/page';
import empty from './fixtures/empty.json';
import many from './fixtures/many.en-US.json';
import broken from './fixtures/broken/banners.0--required.materialInfo.json';
import { topBanner } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(topBanner);

function statusWith(data: unknown) {
  const page = pageWith([], { TOPBANNER: data });
  return planChecked(page, sectionContextOf(page, 'en-US', new Date(), VISITOR)).status;
}

describe('TOPBANNER', () => {
  it('renders when there are banners', () => expect(statusWith(many)).toBe('render'));
  it('hides when the banner list is empty', () => expect(statusWith(empty)).toBe('hidden'));
  it('is skipped when a banner has no image', () => expect(statusWith(broken)).toBe('invalid'));
});
