import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR } from '../../src/platform/session';
import many from './fixtures/many.en-US.json';
import withoutPicture from './fixtures/broken/platform--required.picture.json';
import withoutPilotArea from './fixtures/broken/root--required.pilotArea.json';
import { ecommerce } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(ecommerce);

function statusWith(data: unknown) {
  const page = pageWith([], { ECOMMERCE: data });
  return planChecked(page, sectionContextOf(page, 'en-US', new Date('2026-10-20T02:00:00Z'), VISITOR)).status;
}

describe('ECOMMERCE', () => {
  it('renders the international e-commerce block with its pilot-area and platform cards', () => expect(statusWith(many)).toBe('render'));
  it('is skipped when a card has no picture', () => expect(statusWith(withoutPicture)).toBe('invalid'));
  it('is skipped without the pilot-area card', () => expect(statusWith(withoutPilotArea)).toBe('invalid'));
  it('declares belt_and_road_initiative_click for its clicks', () => expect(ecommerce.analytics).toEqual({ click: 'belt_and_road_initiative_click' }));
});
