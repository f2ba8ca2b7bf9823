import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { fixClockInEachTest } from '../testing/fixed-clock';
import { renderPortalAt } from '../testing/render-portal-at';
import { preloadLivePages } from './testing/preload-live-pages';
import { FIXTURES_NOW, LIVES, MY_APPOINTMENTS, livesOf, ok, replyContent, replyVisitor } from './testing/lives-replies';
import allEn from '../../../fixtures/lives/live-list.all.en-US.json';
import allZh from '../../../fixtures/lives/live-list.all.zh-CN.json';

const api = setUpAuthApi();
beforeAll(preloadLivePages);
fixClockInEachTest(FIXTURES_NOW);

function showHall(lives: unknown, language: 'en-US' | 'zh-CN' = 'en-US') {
  replyVisitor(api);
  replyContent(api, 'custom-live-hall', language);
  api.reply(`GET ${LIVES}`, ok(lives));
  renderPortalAt(`/m/${language}/customPages/liveHall`);
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the live hall (spec §2 /customPages/liveHall)', () => {
  it("shows the lives on now below the operator's content, large with play, and those coming up to book", async () => {
    showHall(allEn);
    const onNow = await section('Live now');
    screen.getByRole('heading', { level: 1, name: 'Live hall' });
    expect(
      within(onNow)
        .getByRole('link', { name: /Watch New Power Tools Launch$/ })
        .getAttribute('href'),
    ).toBe('/m/en-US/lives/live-4001');
    expect(
      within(onNow)
        .getByRole('link', { name: /Watch Exhibition hall live tour, round the clock$/ })
        .getAttribute('href'),
    ).toBe('/m/en-US/lives/live-4003');
    expect(
      within(onNow)
        .getAllByRole('link', { name: 'Watch' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/m/en-US/lives/live-4003', '/m/en-US/lives/live-4001']);
    within(onNow).getByText('Oct 15, 2027 10:00 – 11:30 (UTC+8)');
    expect(within(onNow).getByRole('link', { name: 'Pearl River Tools Manufacturing Co., Ltd.' }).getAttribute('href')).toBe(
      '/m/en-US/shops/pearl-river-tools',
    );

    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    const cards = within(comingUp).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Home Goods Factory Tour', "LED Lighting Buyers' Briefing"]);
    within(cards[0]!).getByRole('button', { name: 'Appointment Live' });
    within(cards[0]!).getByText('Upcoming');
    // A live over midnight names the day of its end too; an exhibitor without a shop is named, not linked.
    within(cards[1]!).getByText('Oct 19, 2027 23:00 – Oct 20, 2027 00:30 (UTC+8)');
    expect(within(cards[1]!).getByText('Ningbo Brightway Lighting Co., Ltd.').closest('a')).toBeNull();
    // Ended lives are in the list, which the hall links to.
    expect(screen.queryByText('Kitchenware Export Q&A')).toBeNull();
    expect(screen.getByRole('link', { name: 'Full live schedule' }).getAttribute('href')).toBe('/m/en-US/customPages/liveList');

    expect(api.sentTo(`GET ${LIVES}`)[0]?.query.get('lang')).toBe('en-US');
    expect(api.sentTo(`GET ${LIVES}`)[0]?.query.has('state')).toBe(false);
    // A visitor has no reservations to ask for.
    expect(api.sentTo(MY_APPOINTMENTS)).toHaveLength(0);
  });

  it('speaks Chinese under zh-CN', async () => {
    showHall(allZh, 'zh-CN');
    const onNow = await section('正在直播');
    // The operator's content comes first (its sections load by themselves).
    await screen.findByRole('heading', { level: 3, name: '直播大厅怎么用' });
    within(onNow).getByText('2027年10月15日 10:00 – 11:30（UTC+8）');
    expect(
      within(onNow)
        .getByRole('link', { name: /观看电动工具新品发布$/ })
        .getAttribute('href'),
    ).toBe('/m/zh-CN/lives/live-4001');
    const comingUp = screen.getByRole('region', { name: '即将开播' });
    expect(within(comingUp).getAllByRole('button', { name: '预约直播' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: '完整直播日程' }).getAttribute('href')).toBe('/m/zh-CN/customPages/liveList');
    expect(api.sentTo(`GET ${LIVES}`)[0]?.query.get('lang')).toBe('zh-CN');
  });

  it('says no one streams right now when no live is on, and still offers those coming up', async () => {
    showHall(livesOf(allEn).filter((live) => live.state !== 'LIVE'));
    const onNow = await section('Live now');
    within(onNow).getByText('No exhibitor is streaming right now. Book a live below to see it when it starts.');
    expect(within(screen.getByRole('region', { name: 'Coming up' })).getAllByRole('article')).toHaveLength(2);
  });

  it("shows 'Request failed, click to reload' when the lives cannot be read, and reads them again on a click", async () => {
    replyVisitor(api);
    replyContent(api, 'custom-live-hall');
    api.reply(`GET ${LIVES}`, errorReply(500, 'E500_INTERNAL'), ok(allEn));
    renderPortalAt('/m/en-US/customPages/liveHall');
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    await section('Live now');
    expect(api.sentTo(`GET ${LIVES}`)).toHaveLength(2);
  });
});
