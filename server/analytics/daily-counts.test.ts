import { describe, expect, it } from 'vitest';
import { dailyCountsOf, dayOf, MAX_CLOCK_AHEAD_MS, MAX_EVENT_AGE_MS } from './daily-counts.js';

// 2026-11-23 23:30 in UTC+8 is 15:30 UTC.
const NOW = new Date('2026-11-23T15:30:00Z');

describe('dayOf', () => {
  it('counts an event on its UTC+8 day, not the UTC one', () => {
    expect(dayOf(Date.parse('2026-11-23T16:10:00Z'), new Date('2026-11-23T16:20:00Z'))).toBe('2026-11-24');
    expect(dayOf(Date.parse('2026-11-23T15:59:59Z'), NOW)).toBe('2026-11-23');
  });

  it('believes the browser clock up to two days back and five minutes ahead, and uses the server day beyond', () => {
    expect(dayOf(NOW.valueOf() - MAX_EVENT_AGE_MS, NOW)).toBe('2026-11-21');
    expect(dayOf(NOW.valueOf() - MAX_EVENT_AGE_MS - 1, NOW)).toBe('2026-11-23');
    const beforeMidnight = new Date('2026-11-23T15:57:00Z');
    expect(dayOf(beforeMidnight.valueOf() + MAX_CLOCK_AHEAD_MS, beforeMidnight)).toBe('2026-11-24');
    expect(dayOf(beforeMidnight.valueOf() + MAX_CLOCK_AHEAD_MS + 1, beforeMidnight)).toBe('2026-11-23');
    expect(dayOf(undefined, NOW)).toBe('2026-11-23');
  });
});

describe('dailyCountsOf', () => {
  it('adds up equal events into one row each, absent fields as empty, sorted by page, day, section, item, event', () => {
    const rows = dailyCountsOf(
      [
        { event: 'section_exposed', section: 'ACTIVITIES', page: 'mobile-home' },
        { event: 'activity_click', section: 'ACTIVITIES', item: 'a1', page: 'mobile-home' },
        { event: 'section_exposed', section: 'ACTIVITIES', page: 'mobile-home' },
        { event: 'search_click', page: 'search' },
        { event: 'activity_click', section: 'ACTIVITIES', item: 'a1', page: 'mobile-home', at: NOW.valueOf() - 86_400_000 },
        { event: 'ad_exposed', section: 'FOOTERBANNERS', item: 'b1', page: 'mobile-home' },
      ],
      NOW,
    );
    expect(rows).toEqual([
      { day: '2026-11-22', page: 'mobile-home', section: 'ACTIVITIES', item: 'a1', event: 'activity_click', count: 1 },
      { day: '2026-11-23', page: 'mobile-home', section: 'ACTIVITIES', item: '', event: 'section_exposed', count: 2 },
      { day: '2026-11-23', page: 'mobile-home', section: 'ACTIVITIES', item: 'a1', event: 'activity_click', count: 1 },
      { day: '2026-11-23', page: 'mobile-home', section: 'FOOTERBANNERS', item: 'b1', event: 'ad_exposed', count: 1 },
      { day: '2026-11-23', page: 'search', section: '', item: '', event: 'search_click', count: 1 },
    ]);
  });
});
