import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR } from '../../src/platform/session';
import seed from './fixtures/seed.en-US.json';
import empty from './fixtures/empty.json';
import boothSearchDisabled from './fixtures/booth-search-disabled.en-US.json';
import broken from './fixtures/broken/root--required.boothSearchEnabled.json';
import { homeSearch } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(homeSearch);

function statusWith(data: unknown) {
  const page = pageWith([], { HOMESEARCH: data });
  return planChecked(page, sectionContextOf(page, 'en-US', new Date('2026-10-15T02:00:00Z'), VISITOR)).status;
}

describe('HOMESEARCH', () => {
  it('always shows the home search block', () => {
    expect([seed, empty, boothSearchDisabled].map(statusWith)).toEqual(['render', 'render', 'render']);
  });

  it('is skipped when the data does not say whether booth search is enabled', () => {
    expect(statusWith(broken)).toBe('invalid');
  });
});
