import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpeningCountdownData } from '../../common/generated/types';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR } from '../../src/platform/session';
import one from './fixtures/one.en-US.json';
import seed from './fixtures/seed.en-US.json';
import empty from './fixtures/empty.json';
import otherSite from './fixtures/other-site.en-US.json';
import countdownOff from './fixtures/countdown-off.en-US.json';
import broken from './fixtures/broken/fairs.0.startEndTime.fromTime--pattern.json';
import { openingCountdown } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(openingCountdown);

// The fair in one.en-US.json opens 2027-04-15 09:00:00 (UTC+8) on industry site 1001, the test page's site.
const SEED_DAY = new Date('2026-11-22T10:00:00+08:00');

function statusWith(data: unknown, now: Date) {
  const page = pageWith([['OPENINGCOUNTDOWN']], { OPENINGCOUNTDOWN: data });
  return planChecked(page, sectionContextOf(page, 'en-US', now, VISITOR)).status;
}

function withOpening(fromTime: string): OpeningCountdownData {
  const [fair] = (one as OpeningCountdownData).fairs;
  return { fairs: [{ ...fair!, startEndTime: { ...fair!.startEndTime, fromTime } }] };
}

describe('OPENINGCOUNTDOWN', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows OPENINGCOUNTDOWN while the day count is above zero', () => {
    expect(statusWith(one, SEED_DAY)).toBe('render');
  });

  it('shows OPENINGCOUNTDOWN on the day before the opening (a day count of one)', () => {
    expect(statusWith(one, new Date('2027-04-14T23:59:59+08:00'))).toBe('render');
  });

  it('hides OPENINGCOUNTDOWN when the day count is zero', () => {
    expect(statusWith(one, new Date('2027-04-15T00:00:00+08:00'))).toBe('hidden');
  });

  it('hides OPENINGCOUNTDOWN once the fair has opened (the day count is below zero)', () => {
    expect(statusWith(one, new Date('2027-04-20T10:00:00+08:00'))).toBe('hidden');
  });

  it("counts down to the current industry site's fair among past fairs and other sites' fairs", () => {
    expect(statusWith(seed, SEED_DAY)).toBe('render');
  });

  it('hides OPENINGCOUNTDOWN when the current industry site has no fair', () => {
    expect(statusWith(otherSite, SEED_DAY)).toBe('hidden');
    expect(statusWith(empty, SEED_DAY)).toBe('hidden');
  });

  it("hides OPENINGCOUNTDOWN when the fair's countDown is N", () => {
    expect(statusWith(countdownOff, SEED_DAY)).toBe('hidden');
  });

  it('hides OPENINGCOUNTDOWN, and says why once, when the opening day does not exist', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(statusWith(withOpening('2027-02-30 09:00:00'), SEED_DAY)).toBe('hidden');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('skips OPENINGCOUNTDOWN when a fair opens at a time that is not a server wall time', () => {
    expect(statusWith(broken, SEED_DAY)).toBe('invalid');
  });
});
