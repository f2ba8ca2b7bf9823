import { describe, expect, it } from 'vitest';
import type { ActivityCard, ActivityKind, SwitchEntry } from '../../common/generated/types';
import { FLAG_BITS } from '../../common/constants';
import { visibleActivityCards } from './visible-activity-cards';

const START = '2026-10-15 09:00:00';
const CLOSE = '2027-03-31 18:00:00';
// The same instants in UTC: the switch times are UTC+8 wall times.
const AT_START = new Date('2026-10-15T01:00:00Z');
const JUST_AFTER_START = new Date('2026-10-15T01:00:01Z');
const INSIDE = new Date('2026-11-22T12:00:00Z');
const AT_CLOSE = new Date('2027-03-31T10:00:00Z');
const AFTER = new Date('2027-03-31T10:00:01Z');
const BEFORE = new Date('2026-10-15T00:59:59Z');

function card(kind: ActivityKind): ActivityCard {
  return { id: kind, kind, title: kind, picture: { url: `/media/activities/${kind}.svg` }, redirectType: 'NONE' };
}

function lsenabled(name: SwitchEntry['udfs']['name'], state = 'LSENABLED'): SwitchEntry {
  return { udfs: { name, state, startTime: START, closeTime: CLOSE } };
}

const ALL_FLAGS = 0b111_1111;
const kindsShown = (cards: ActivityCard[], switches: SwitchEntry[], now: Date, flagMask = ALL_FLAGS) =>
  visibleActivityCards(cards, { switches, now, flagMask }).map((shown) => shown.kind);

describe('visibleActivityCards', () => {
  const vrHall = [card('VR_EXHIBITION_HALL')];
  const vrSwitch = [lsenabled('VIRTUALPAVILION')];

  it.each([
    ['hides the VR exhibition hall card before its start time', BEFORE, []],
    ['hides the VR exhibition hall card at its start time', AT_START, []],
    ['shows the VR exhibition hall card one second after its start time', JUST_AFTER_START, ['VR_EXHIBITION_HALL']],
    ['shows the VR exhibition hall card while now lies strictly between start and close', INSIDE, ['VR_EXHIBITION_HALL']],
    ['hides the VR exhibition hall card at its close time', AT_CLOSE, []],
    ['hides the VR exhibition hall card after its close time', AFTER, []],
  ] as const)('%s', (_rule, now, shown) => {
    expect(kindsShown(vrHall, vrSwitch, now)).toEqual(shown);
  });

  it('hides exhibitors-on-live cards outside the EXHIBITORDISPLAY window, not by the VR switch', () => {
    const cards = [card('EXHIBITORS_ON_LIVE'), card('VR_EXHIBITION_HALL')];
    expect(kindsShown(cards, [lsenabled('EXHIBITORDISPLAY')], AFTER)).toEqual(['VR_EXHIBITION_HALL']);
  });

  it('shows the cards when their switch state is not LSENABLED', () => {
    const cards = [card('EXHIBITORS_ON_LIVE'), card('VR_EXHIBITION_HALL')];
    const switches = [lsenabled('EXHIBITORDISPLAY', 'DISABLED'), lsenabled('VIRTUALPAVILION', 'ENABLED')];
    expect(kindsShown(cards, switches, AFTER)).toEqual(['EXHIBITORS_ON_LIVE', 'VR_EXHIBITION_HALL']);
  });

  it('shows the cards when their switch does not exist', () => {
    const cards = [card('EXHIBITORS_ON_LIVE'), card('VR_EXHIBITION_HALL')];
    expect(kindsShown(cards, [lsenabled('GLOBALPURCHASE')], AFTER)).toEqual(['EXHIBITORS_ON_LIVE', 'VR_EXHIBITION_HALL']);
  });

  it('always shows New Product Release and general cards', () => {
    const cards = [card('NEW_PRODUCT_RELEASE'), card('GENERAL')];
    const closed = [lsenabled('EXHIBITORDISPLAY'), lsenabled('VIRTUALPAVILION')];
    expect(kindsShown(cards, closed, AFTER)).toEqual(['NEW_PRODUCT_RELEASE', 'GENERAL']);
  });

  it("hides the VR exhibition hall card without the flag mask's VR booths bit, inside its switch window too", () => {
    const cards = [card('VR_EXHIBITION_HALL'), card('GENERAL')];
    expect(kindsShown(cards, vrSwitch, INSIDE, ALL_FLAGS & ~FLAG_BITS.vrBooths)).toEqual(['GENERAL']);
    expect(kindsShown(cards, [], INSIDE, ALL_FLAGS & ~FLAG_BITS.vrBooths)).toEqual(['GENERAL']);
  });

  it('keeps the cards in the order the server gave', () => {
    const cards = [card('GENERAL'), card('VR_EXHIBITION_HALL'), card('NEW_PRODUCT_RELEASE')];
    expect(kindsShown(cards, vrSwitch, INSIDE)).toEqual(['GENERAL', 'VR_EXHIBITION_HALL', 'NEW_PRODUCT_RELEASE']);
  });
});
