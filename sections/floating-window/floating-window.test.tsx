import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR } from '../../src/platform/session';
import seed from './fixtures/seed.en-US.json';
import empty from './fixtures/empty.json';
import notHttps from './fixtures/broken/appIntroUrl--pattern.json';
import { floatingWindow } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(floatingWindow);

function statusWith(data: unknown) {
  const page = pageWith([], { FLOATINGWINDOW: data });
  return planChecked(page, sectionContextOf(page, 'en-US', new Date('2026-10-15T02:00:00Z'), VISITOR)).status;
}

describe('FLOATINGWINDOW', () => {
  it('always shows the floating APP button, with or without a floating window', () => {
    expect([seed, empty].map(statusWith)).toEqual(['render', 'render']);
  });

  it('is skipped when the app-introduction page is not an absolute https URL', () => {
    expect(statusWith(notHttps)).toBe('invalid');
  });
});
