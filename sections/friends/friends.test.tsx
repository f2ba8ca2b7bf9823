import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR } from '../../src/platform/session';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import broken from './fixtures/broken/videos.0--required.picture.json';
import { friends } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(friends);

function statusWith(data: unknown) {
  const page = pageWith([['FRIENDS']], { FRIENDS: data });
  return planChecked(page, sectionContextOf(page, 'en-US', new Date('2026-10-20T02:00:00Z'), VISITOR)).status;
}

describe('FRIENDS', () => {
  it('shows FRIENDS with at least one video', () => expect(statusWith(one)).toBe('render'));
  it('hides FRIENDS without a video', () => expect(statusWith(empty)).toBe('hidden'));
  it('skips FRIENDS when a video has no poster', () => expect(statusWith(broken)).toBe('invalid'));
});
