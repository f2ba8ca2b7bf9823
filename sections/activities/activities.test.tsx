import { describe, expect, it } from 'vitest';
import type { SwitchEntry } from '../../common/generated/types';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR } from '../../src/platform/session';
import empty from './fixtures/empty.json';
import many from './fixtures/many.en-US.json';
import broken from './fixtures/broken/cards.0.kind--enum.json';
import { activities } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(activities);

const CLOSED_AT = new Date('2027-04-01T00:00:00Z');
const switchWindow = (name: SwitchEntry['udfs']['name']): SwitchEntry => ({
  udfs: { name, state: 'LSENABLED', startTime: '2026-10-15 09:00:00', closeTime: '2027-03-31 18:00:00' },
});
const bothClosed = [switchWindow('EXHIBITORDISPLAY'), switchWindow('VIRTUALPAVILION')];

function statusWith(data: unknown, switches: SwitchEntry[] = []) {
  const page = pageWith([['ACTIVITIES']], { ACTIVITIES: data }, { switches });
  return planChecked(page, sectionContextOf(page, 'en-US', CLOSED_AT, VISITOR)).status;
}

const liveAndVrOnly = { cards: many.cards.filter((card) => card.kind === 'EXHIBITORS_ON_LIVE' || card.kind === 'VR_EXHIBITION_HALL') };

describe('ACTIVITIES', () => {
  it('shows ACTIVITIES while at least one card is visible', () => expect(statusWith(many, bothClosed)).toBe('render'));
  it('hides ACTIVITIES without cards', () => expect(statusWith(empty)).toBe('hidden'));
  it('hides ACTIVITIES when its only cards are exhibitors-on-live and VR exhibition hall cards outside their switch windows', () =>
    expect(statusWith(liveAndVrOnly, bothClosed)).toBe('hidden'));
  it('shows those cards when their switches do not exist', () => expect(statusWith(liveAndVrOnly)).toBe('render'));
  it('skips ACTIVITIES when a card has an unknown kind', () => expect(statusWith(broken)).toBe('invalid'));
});
