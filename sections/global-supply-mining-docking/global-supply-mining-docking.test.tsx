import { describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { pageWith } from '../../src/engine/testing/sections/page';
import { VISITOR, type Session } from '../../src/platform/session';
import many from './fixtures/many.en-US.json';
import threeSteps from './fixtures/broken/steps--minItems.json';
import plainHttp from './fixtures/broken/matchingSiteUrl--pattern.json';
import { globalSupplyMiningDocking } from '.';
import { checkedPlanner } from '../../src/engine/testing/sections/checked-planner';

const planChecked = await checkedPlanner(globalSupplyMiningDocking);

const NOW = new Date('2026-10-15T01:00:00Z');
const SELLER: Session = { status: 'authenticated', id: 's1', userType: 'SELLER', companyInfoCompleted: true };

function statusWith(data: unknown, session: Session = VISITOR) {
  const page = pageWith([['GLOBALSUPPLYMININGDOCKING']], { GLOBALSUPPLYMININGDOCKING: data });
  return planChecked(page, sectionContextOf(page, 'en-US', NOW, session)).status;
}

describe('GLOBALSUPPLYMININGDOCKING', () => {
  it('shows GLOBALSUPPLYMININGDOCKING with its four-step list', () => expect(statusWith(many)).toBe('render'));

  it('skips GLOBALSUPPLYMININGDOCKING without four steps', () => expect(statusWith(threeSteps)).toBe('invalid'));

  it('skips GLOBALSUPPLYMININGDOCKING when the external matching site is not an https address', () => {
    expect(statusWith(plainHttp)).toBe('invalid');
  });

  it('shows GLOBALSUPPLYMININGDOCKING to non-buyers too: the sourcing request is refused on the click', () => {
    expect(statusWith(many, SELLER)).toBe('render');
  });
});
