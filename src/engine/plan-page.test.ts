import { describe, expect, it } from 'vitest';
import { planPage } from './plan-page';
import { sectionContextOf } from './section-context';
import { VISITOR } from '../platform/session';
import { dataProblemOf } from './section-data-checks';
import { alpha, beta, gamma, throwingGate, validateGreeting } from './testing/sections/fake-sections';
import { pageWith } from './testing/sections/page';

const registry = { ALPHA: alpha, BETA: beta, GAMMA: gamma, THROWINGGATE: throwingGate };
const statusesOf = (plans: ReturnType<typeof planPage>) => plans.map((plan) => `${plan.key}:${plan.status}`);

function plan(page: ReturnType<typeof pageWith>, top: string[] = [], bottom: string[] = []) {
  const checks = Object.fromEntries(Object.values(registry).map((section) => [section.key, dataProblemOf(section, validateGreeting, page)]));
  return planPage(page, registry, sectionContextOf(page, 'en-US', new Date('2026-11-22T12:00:00Z'), VISITOR), checks, { top, bottom });
}

describe('planPage', () => {
  const data = { ALPHA: { text: 'a' }, BETA: { text: 'b' }, GAMMA: { text: 'c' } };

  it('orders sections as the ordering slots list them', () => {
    expect(statusesOf(plan(pageWith([['GAMMA'], ['ALPHA'], ['BETA']], data)))).toEqual(['GAMMA:render', 'ALPHA:render', 'BETA:render']);
  });

  it('renders only slots with status ENABLE', () => {
    expect(statusesOf(plan(pageWith([['ALPHA'], ['BETA', 'DISABLE']], data)))).toEqual(['ALPHA:render', 'BETA:disabled']);
  });

  // The plan's clock: 2026-11-22 20:00 at UTC+8.
  it('renders a slot inside its time window, from its start up to its close (UTC+8)', () => {
    const window = (startTime: string, closeTime: string) => ({ startTime, closeTime });
    const page = pageWith(
      [
        ['ALPHA', 'ENABLE', window('2026-11-22 20:00:00', '2026-11-23 20:00:00')],
        ['BETA', 'ENABLE', window('2026-11-21 20:00:00', '2026-11-22 20:00:00')],
        ['GAMMA', 'ENABLE', window('2026-11-22 20:00:01', '2026-11-24 00:00:00')],
      ],
      data,
    );
    expect(statusesOf(plan(page))).toEqual(['ALPHA:render', 'BETA:disabled', 'GAMMA:disabled']);
  });

  it('keeps a DISABLE slot disabled inside its window', () => {
    const page = pageWith([['ALPHA', 'DISABLE', { startTime: '2026-11-22 00:00:00', closeTime: '2026-11-23 00:00:00' }]], data);
    expect(statusesOf(plan(page))).toEqual(['ALPHA:disabled']);
  });

  it('lets a pinned key whose slot is outside its window stay away from its pinned place too', () => {
    const page = pageWith([['ALPHA'], ['BETA', 'ENABLE', { startTime: '2026-12-01 00:00:00', closeTime: '2026-12-02 00:00:00' }]], data);
    expect(statusesOf(plan(page, ['BETA']))).toEqual(['ALPHA:render', 'BETA:disabled']);
  });

  it('skips a slot whose window names a time that does not exist, with the reason, and the page goes on', () => {
    const page = pageWith([['ALPHA', 'ENABLE', { startTime: '2026-02-30 00:00:00', closeTime: '2026-12-02 00:00:00' }], ['BETA']], data);
    const [skipped, next] = plan(page);
    expect(skipped).toEqual({ key: 'ALPHA', status: 'invalid', reason: 'time window: no such wall time: 2026-02-30 00:00:00' });
    expect(next?.status).toBe('render');
  });

  it('skips an unknown key with a reason', () => {
    const [unknown] = plan(pageWith([['NOSUCH']], data));
    expect(unknown).toEqual({ key: 'NOSUCH', status: 'unknown', reason: 'no section is registered for NOSUCH' });
  });

  it('skips a section whose data is invalid and says why, while the others render', () => {
    const plans = plan(pageWith([['ALPHA'], ['BETA']], { ALPHA: { text: 7 }, BETA: { text: 'b' } }));
    expect(plans[0]).toEqual({ key: 'ALPHA', status: 'invalid', reason: '/text: must be string' });
    expect(plans[1]?.status).toBe('render');
  });

  it('treats missing section data as invalid', () => {
    expect(plan(pageWith([['ALPHA']], {}))[0]?.status).toBe('invalid');
  });

  it('skips a section whose gate throws, and the page goes on', () => {
    const plans = plan(pageWith([['THROWINGGATE'], ['ALPHA']], { THROWINGGATE: { text: 'x' }, ALPHA: { text: 'a' } }));
    expect(plans[0]).toEqual({ key: 'THROWINGGATE', status: 'invalid', reason: 'gate failed: no such date' });
    expect(plans[1]?.status).toBe('render');
  });

  it('hides a section its gate refuses', () => {
    expect(plan(pageWith([['ALPHA']], { ALPHA: { text: '' } }))[0]?.status).toBe('hidden');
  });

  it('puts pinned sections first and never shows a key twice', () => {
    expect(statusesOf(plan(pageWith([['ALPHA'], ['GAMMA'], ['ALPHA']], data), ['BETA']))).toEqual(['BETA:render', 'ALPHA:render', 'GAMMA:render']);
  });

  it('puts pinned bottom sections after the ordered ones', () => {
    expect(statusesOf(plan(pageWith([['ALPHA']], data), ['BETA'], ['GAMMA']))).toEqual(['BETA:render', 'ALPHA:render', 'GAMMA:render']);
  });

  it('lets a slot of a pinned key move or disable it', () => {
    expect(statusesOf(plan(pageWith([['ALPHA'], ['BETA']], data), ['BETA']))).toEqual(['ALPHA:render', 'BETA:render']);
    expect(statusesOf(plan(pageWith([['ALPHA'], ['BETA', 'DISABLE']], data), ['BETA']))).toEqual(['ALPHA:render', 'BETA:disabled']);
  });

  it('passes the section configuration to rendered sections', () => {
    const page = pageWith([['ALPHA']], data, { sectionConfigs: { ALPHA: { udfs: { DisplayName: 'Y' }, subsiteName: 'Alpha' } } });
    const [rendered] = plan(page);
    expect(rendered?.status === 'render' && rendered.config?.subsiteName).toBe('Alpha');
  });
});
