import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR } from '../../src/platform/session';
import one from './fixtures/one.en-US.json';
import empty from './fixtures/empty.json';
import broken from './fixtures/broken/items.0--required.picture.json';
import { tradePromotionActivities } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(tradePromotionActivities);

function statusWith(data: unknown) {
  const page = pageWith([['TRADEPROMOTIONACTIVITIES']], { TRADEPROMOTIONACTIVITIES: data });
  return planChecked(page, sectionContextOf(page, 'en-US', new Date('2026-11-22T10:00:00+08:00'), VISITOR)).status;
}

describe('TRADEPROMOTIONACTIVITIES', () => {
  it('shows TRADEPROMOTIONACTIVITIES with at least one trade-bridge item', () => expect(statusWith(one)).toBe('render'));
  it('hides TRADEPROMOTIONACTIVITIES when there are no trade-bridge items', () => expect(statusWith(empty)).toBe('hidden'));
  it('skips TRADEPROMOTIONACTIVITIES when an item has no picture', () => expect(statusWith(broken)).toBe('invalid'));
});
