import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { FLAG_BITS } from '../../common/constants';
import { VISITOR } from '../../src/platform/session';
import many from './fixtures/many.en-US.json';
import one from './fixtures/one.en-US.json';
import empty from './fixtures/empty.json';
import blankTitles from './fixtures/blank-titles.en-US.json';
import broken from './fixtures/broken/root--required.udfs.json';
import { offlineMeeting } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(offlineMeeting);

const ALL_FLAGS = 0b111_1111;

function statusWith(data: unknown, flagMask: number) {
  const page = pageWith([['OFFLINEMEETING']], { OFFLINEMEETING: data }, { flagMask });
  return planChecked(page, sectionContextOf(page, 'en-US', new Date('2026-11-22T10:00:00+08:00'), VISITOR)).status;
}

describe('OFFLINEMEETING', () => {
  it('shows OFFLINEMEETING when both titles exist and the flag mask has offline meeting', () => {
    expect(statusWith(many, FLAG_BITS.offlineMeeting)).toBe('render');
  });

  it('shows OFFLINEMEETING when only one of the titles exists', () => {
    expect(statusWith(one, ALL_FLAGS)).toBe('render');
  });

  it('hides OFFLINEMEETING when neither title exists', () => {
    expect(statusWith(empty, ALL_FLAGS)).toBe('hidden');
  });

  it('hides OFFLINEMEETING when both titles are blank', () => {
    expect(statusWith(blankTitles, ALL_FLAGS)).toBe('hidden');
  });

  it("hides OFFLINEMEETING when the flag mask's offline meeting bit is off", () => {
    expect(statusWith(many, ALL_FLAGS & ~FLAG_BITS.offlineMeeting)).toBe('hidden');
  });

  it('hides OFFLINEMEETING when its only title is the sub title and the attend-online-and-offline bit is off', () => {
    const subTitleOnly = { ...many, title: '' };
    expect(statusWith(subTitleOnly, ALL_FLAGS)).toBe('render');
    expect(statusWith(subTitleOnly, ALL_FLAGS & ~FLAG_BITS.attendOnlineAndOffline)).toBe('hidden');
  });

  it('skips OFFLINEMEETING when its data has no udfs', () => {
    expect(statusWith(broken, ALL_FLAGS)).toBe('invalid');
  });
});
