import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { fixClockInEachTest } from '../testing/fixed-clock';
import { renderPortalAt } from '../testing/render-portal-at';
import { preloadLivePages } from './testing/preload-live-pages';
import { FIXTURES_NOW, LIVES, MY_APPOINTMENTS, appointmentOf, livesOf, ok, replyContent, replyVisitor } from './testing/lives-replies';
import allEn from '../../../fixtures/lives/live-list.all.en-US.json';
import allZh from '../../../fixtures/lives/live-list.all.zh-CN.json';
import empty from '../../../fixtures/lives/live-list.empty.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
beforeAll(preloadLivePages);
fixClockInEachTest(FIXTURES_NOW);

/** The list's region once its lives are shown. */
async function shownList(name = 'Live streams'): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name });
  await within(region).findAllByRole('article');
  return region;
}
const titlesIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const cardOf = (region: HTMLElement, title: string) => within(region).getByRole('heading', { name: title }).closest('article') as HTMLElement;

describe('the live list (spec §2 /customPages/liveList)', () => {
  it('shows every live in the order the server gives, each with what it offers now', async () => {
    replyVisitor(api);
    replyContent(api, 'custom-live-list');
    api.reply(`GET ${LIVES}`, ok(allEn));
    renderPortalAt('/m/en-US/customPages/liveList');
    const region = await shownList();
    screen.getByRole('heading', { level: 1, name: 'Live schedule' });
    expect(titlesIn(region)).toEqual(livesOf(allEn).map((live) => live.title));
    const launch = cardOf(region, 'New Power Tools Launch');
    expect(within(launch).getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/m/en-US/lives/live-4001');
    within(launch).getByText('Live');
    const tour = cardOf(region, 'Home Goods Factory Tour');
    within(tour).getByRole('button', { name: 'Appointment Live' });
    within(tour).getByText('Oct 16, 2027 15:30 – 17:00 (UTC+8)');
    expect(within(tour).getByRole('link', { name: 'Canton Industrial Group' }).getAttribute('href')).toBe('/m/en-US/shops/canton-industrial');
    const ended = cardOf(region, 'Kitchenware Export Q&A');
    expect(within(ended).getAllByText('Ended')).toHaveLength(2);
    expect(within(ended).queryByRole('button')).toBeNull();
    expect(within(ended).queryByRole('link', { name: 'Watch' })).toBeNull();
    // Each title leads to the live's own page.
    expect(within(ended).getByRole('link', { name: 'Kitchenware Export Q&A' }).getAttribute('href')).toBe('/m/en-US/lives/live-4005');
  });

  it('filters by state with the All / Live / Upcoming / Ended tabs, asking the server for that state', async () => {
    replyVisitor(api);
    replyContent(api, 'custom-live-list');
    api.reply(`GET ${LIVES}`, ok(allEn));
    renderPortalAt('/m/en-US/customPages/liveList');
    const region = await shownList();
    const tabs = within(region).getByRole('group', { name: 'Show lives by state' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Live', 'Upcoming', 'Ended']);
    expect(within(tabs).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    api.reply(`GET ${LIVES}`, ok(livesOf(allEn).filter((live) => live.state === 'UPCOMING')));
    fireEvent.click(within(tabs).getByRole('button', { name: 'Upcoming' }));
    await waitFor(() => expect(titlesIn(region)).toEqual(['Home Goods Factory Tour', "LED Lighting Buyers' Briefing"]));
    expect(within(tabs).getByRole('button', { name: 'Upcoming' }).getAttribute('aria-pressed')).toBe('true');
    expect(api.sentTo(`GET ${LIVES}`).map((request) => request.query.get('state'))).toEqual([null, 'UPCOMING']);

    api.reply(`GET ${LIVES}`, ok(empty));
    fireEvent.click(within(tabs).getByRole('button', { name: 'Ended' }));
    // Spec §8: 'No Data'.
    await within(region).findByText('No Data');
    expect(api.sentTo(`GET ${LIVES}`).at(-1)?.query.get('state')).toBe('ENDED');
  });

  it('speaks Chinese under zh-CN', async () => {
    replyVisitor(api);
    replyContent(api, 'custom-live-list', 'zh-CN');
    api.reply(`GET ${LIVES}`, ok(allZh));
    renderPortalAt('/m/zh-CN/customPages/liveList');
    const region = await shownList('直播列表');
    const tabs = within(region).getByRole('group', { name: '按状态查看直播' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['全部', '直播中', '未开始', '已结束']);
    expect(within(cardOf(region, '家居用品工厂实拍')).getByRole('button').textContent).toBe('预约直播');
    within(cardOf(region, '电动工具新品发布')).getByRole('link', { name: '观看' });
    expect(api.sentTo(`GET ${LIVES}`)[0]?.query.get('lang')).toBe('zh-CN');
  });

  it("shows a buyer's reservations as Reserved after a reload", async () => {
    replyLoggedIn(api);
    replyContent(api, 'custom-live-list');
    api.reply(`GET ${LIVES}`, ok(allEn));
    const [, , tour] = livesOf(allEn);
    api.reply(MY_APPOINTMENTS, ok([appointmentOf(tour!)]));
    renderPortalAt('/m/en-US/customPages/liveList');
    const region = await shownList();
    const reserved = await within(cardOf(region, 'Home Goods Factory Tour')).findByRole('button', { name: 'Reserved' });
    expect(reserved.getAttribute('aria-pressed')).toBe('true');
    expect(within(cardOf(region, "LED Lighting Buyers' Briefing")).getByRole('button').textContent).toBe('Appointment Live');
    expect(api.sentTo(MY_APPOINTMENTS)[0]?.query.get('lang')).toBe('en-US');
  });
});
