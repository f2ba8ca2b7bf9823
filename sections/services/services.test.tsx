import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR } from '../../src/platform/session';
import many from './fixtures/many.en-US.json';
import fivePrimary from './fixtures/broken/primary--maxItems.json';
import fiveSecondary from './fixtures/broken/secondary--minItems.json';
import noIcon from './fixtures/broken/primary.0--required.icon.json';
import { services } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(services);

function statusWith(data: unknown) {
  const page = pageWith([['SERVICES']], { SERVICES: data });
  return planChecked(page, sectionContextOf(page, 'en-US', new Date('2026-10-15T01:00:00Z'), VISITOR)).status;
}

describe('SERVICES', () => {
  it('shows SERVICES with its 2x2 and 2x3 grids', () => expect(statusWith(many)).toBe('render'));
  it('skips SERVICES when the 2x2 grid has five tiles', () => expect(statusWith(fivePrimary)).toBe('invalid'));
  it('skips SERVICES when the 2x3 grid has five icons', () => expect(statusWith(fiveSecondary)).toBe('invalid'));
  it('skips SERVICES when a service has no icon', () => expect(statusWith(noIcon)).toBe('invalid'));
  it('skips SERVICES when the page configuration has no services', () => expect(statusWith(undefined)).toBe('invalid'));
});
