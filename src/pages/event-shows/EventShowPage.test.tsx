import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventShowStatus } from './event-shows';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';
import { fixClockInEachTest } from '../testing/fixed-clock';
import show from '../../../fixtures/event-shows/event-show.en-US.json';
import showZh from '../../../fixtures/event-shows/event-show.zh-CN.json';

const api = setUpAuthApi();
// 2026-11-22 20:00 at UTC+8.
fixClockInEachTest('2026-11-22T12:00:00Z');

function replyShow(id: string, body: unknown) {
  api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
  api.reply(`GET /b2bshop/api/eventShows/${id}`, { status: 200, body });
}

describe("an event show's status, in UTC+8 wall times", () => {
  const times = { startTime: '2026-11-22 19:00:00', endTime: '2026-11-22 21:00:00' };
  it.each([
    ['2026-11-22T10:59:59Z', 'upcoming'],
    ['2026-11-22T11:00:00Z', 'live'],
    ['2026-11-22T12:59:59Z', 'live'],
    ['2026-11-22T13:00:00Z', 'ended'],
  ])('at %s is %s', (now, status) => {
    expect(eventShowStatus(times, new Date(now))).toBe(status);
  });
});

describe('the event show page (/eventShows/{id})', () => {
  it('shows the cover, status, title, time in UTC+8, place, exhibitor link and description', async () => {
    replyShow('3', show);
    renderPortalAt('/m/en-US/eventShows/3');
    await screen.findByRole('heading', { name: 'Solar Garden Lights 2027 Launch' });
    expect(screen.getByRole('heading', { level: 1, name: 'Event show' })).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026 14:00 – 16:00 (UTC+8)')).toBeInTheDocument();
    expect(screen.getByText('Online live show')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ningbo Brightway Lighting Co., Ltd.' }).getAttribute('href')).toBe('/m/en-US/shops/BRIGHTWAY');
    expect(screen.getByRole('region', { name: 'About this show' }).textContent).toContain('2027 solar garden range');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(api.sentTo('GET /b2bshop/api/eventShows/3')[0]?.query.get('lang')).toBe('en-US');
  });

  it('speaks Chinese, and says a show that has begun is on now, its end on the next day', async () => {
    replyShow('4', showZh);
    renderPortalAt('/m/zh-CN/eventShows/4');
    await screen.findByRole('heading', { name: '工矿灯工厂实地直播' });
    expect(screen.getByText('进行中')).toBeInTheDocument();
    expect(screen.getByText('2026年11月22日 19:00 – 2026年11月23日 01:00（UTC+8）')).toBeInTheDocument();
    expect(screen.getByText('2.1号馆 2.1B08展位')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument();
  });

  it('says clearly that an unknown show does not exist, in both languages', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    api.reply('GET /b2bshop/api/eventShows/99', errorReply(404, 'E404_EVENT_SHOW'));
    renderPortalAt('/m/zh-CN/eventShows/99');
    await screen.findByText('该活动不存在或已被删除。');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/m/zh-CN/');
  });

  it("shows 'Request failed, click to reload' when it cannot be loaded, and asks again on a click", async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    api.reply('GET /b2bshop/api/eventShows/3', errorReply(500, 'E500'), errorReply(500, 'E500'), { status: 200, body: show });
    renderPortalAt('/m/en-US/eventShows/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Solar Garden Lights 2027 Launch' })).toBeInTheDocument());
  });
});
