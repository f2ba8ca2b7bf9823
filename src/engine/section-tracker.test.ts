import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../platform/analytics';
import { sectionTracker } from './section-tracker';

describe('sectionTracker', () => {
  beforeEach(() => {
    setAnalyticsSink(null);
    clearRecentEvents();
  });

  it('sends the declared click event with the section key', () => {
    sectionTracker('ACTIVITIES', { click: 'activity_click' }).click({ id: 'a1' });
    expect(recentEvents()).toEqual([{ event: 'activity_click', properties: { section: 'ACTIVITIES', id: 'a1' } }]);
  });

  it('adds the page it renders on, so the event is counted per page', () => {
    const tracker = sectionTracker('FOOTERBANNERS', { exposure: 'ad_exposed', click: 'ad_click' }, 'mobile-home');
    tracker.exposure({ id: 'b1' });
    tracker.click({ id: 'b1' });
    expect(recentEvents()).toEqual([
      { event: 'ad_exposed', properties: { section: 'FOOTERBANNERS', page: 'mobile-home', id: 'b1' } },
      { event: 'ad_click', properties: { section: 'FOOTERBANNERS', page: 'mobile-home', id: 'b1' } },
    ]);
  });

  it('sends nothing for a section that declared no analytics', () => {
    const tracker = sectionTracker('SERVICES', false);
    tracker.click();
    tracker.exposure();
    expect(recentEvents()).toEqual([]);
  });

  it('survives a sink that throws', () => {
    setAnalyticsSink(() => {
      throw new Error('tracker down');
    });
    expect(() => sectionTracker('ACTIVITIES', { click: 'activity_click' }).click()).not.toThrow();
  });
});
