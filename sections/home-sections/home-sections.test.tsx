import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR } from '../../src/platform/session';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import badColour from './fixtures/broken/areas.0.udfs.cardBackgroundColor--pattern.json';
import { homeSections } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(homeSections);

function statusWith(data: unknown) {
  const page = pageWith([['HOMESECTIIONS']], { HOMESECTIIONS: data });
  return planChecked(page, sectionContextOf(page, 'en-US', new Date('2026-11-22T12:00:00Z'), VISITOR)).status;
}

describe('HOMESECTIIONS', () => {
  it('shows HOMESECTIIONS with at least one exhibition area', () => expect(statusWith(one)).toBe('render'));
  it('hides HOMESECTIIONS without exhibition areas', () => expect(statusWith(empty)).toBe('hidden'));
  it('skips HOMESECTIIONS when a card background colour is not #rrggbb', () => expect(statusWith(badColour)).toBe('invalid'));
});
