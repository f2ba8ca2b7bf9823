import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpeningCountdownData } from '../../common/generated/types';
import type { SectionContext } from '../../src/engine/types';
import { sectionTracker } from '../../src/engine/section-tracker';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import type { Language } from '../../common/language';
import { VISITOR } from '../../src/platform/session';
import seedEn from './fixtures/seed.en-US.json';
import seedZh from './fixtures/seed.zh-CN.json';
import OpeningCountdownView from './View';

const SEED_DAY = new Date('2026-11-22T10:00:00+08:00');

function renderCountdown(data: unknown, language: Language, now = SEED_DAY) {
  const context: SectionContext = { language, now, industrySiteId: '1001', flagMask: 0, switches: [], session: VISITOR };
  return render(
    <PortalIntlProvider language={language}>
      <OpeningCountdownView data={data as OpeningCountdownData} context={context} track={sectionTracker('OPENINGCOUNTDOWN', false)} />
    </PortalIntlProvider>,
  );
}

describe('OpeningCountdownView', () => {
  it("counts whole days to the opening of the current industry site's fair", () => {
    renderCountdown(seedEn, 'en-US');
    expect(screen.getByRole('heading').textContent).toBe('Global Trade Fair 2027 · Spring Session');
    expect([screen.getByText('144'), screen.getByText('days')]).toHaveLength(2);
  });

  it('shows the opening date in the page language', () => {
    renderCountdown(seedEn, 'en-US');
    expect(screen.getByText('Apr 15, 2027')).toBeInTheDocument();
  });

  it('shows the opening date and the day unit in Chinese on a zh-CN page', () => {
    renderCountdown(seedZh, 'zh-CN');
    expect([screen.getByText('2027年4月15日'), screen.getByText('开幕倒计时'), screen.getByText('144'), screen.getByText('天')]).toHaveLength(4);
  });

  it('says "day" when one day is left', () => {
    renderCountdown(seedEn, 'en-US', new Date('2027-04-14T12:00:00+08:00'));
    expect(screen.getByText('day').textContent).toBe('day');
  });

  it('draws one tile per digit of the day count', () => {
    const { container } = renderCountdown(seedEn, 'en-US');
    expect([...container.querySelectorAll('[aria-hidden] > span')].map((tile) => tile.textContent)).toEqual(['1', '4', '4']);
  });
});
