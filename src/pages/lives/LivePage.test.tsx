import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { fixClockInEachTest } from '../testing/fixed-clock';
import { renderPortalAt } from '../testing/render-portal-at';
import { preloadLivePages } from './testing/preload-live-pages';
import { FIXTURES_NOW, LIVES, liveOf, ok, replyVisitor } from './testing/lives-replies';
import liveEn from '../../../fixtures/lives/live.live.en-US.json';
import liveZh from '../../../fixtures/lives/live.live.zh-CN.json';
import upcomingEn from '../../../fixtures/lives/live.upcoming.en-US.json';
import upcomingZh from '../../../fixtures/lives/live.upcoming.zh-CN.json';
import endedEn from '../../../fixtures/lives/live.ended.en-US.json';

const api = setUpAuthApi();
beforeAll(preloadLivePages);
fixClockInEachTest(FIXTURES_NOW);

function showLive(id: string, ...bodies: unknown[]) {
  replyVisitor(api);
  api.reply(`GET ${LIVES}/${id}`, ...bodies.map(ok));
}

const titleHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('a live stream (/m/{lang}/lives/{id})', () => {
  it('plays the stream of a live one, muted and inline, its cover until the first frame', async () => {
    showLive('live-4001', liveEn);
    renderPortalAt('/m/en-US/lives/live-4001');
    await titleHeading('New Power Tools Launch');
    screen.getByRole('heading', { level: 1, name: 'Live stream' });
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/lives/exhibition-stream.mp4');
    expect(video?.getAttribute('poster')).toBe('/media/lives/power-tools-launch.svg');
    expect(video?.controls).toBe(true);
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    screen.getByText('Live');
    screen.getByText('Oct 15, 2027 10:00 – 11:30 (UTC+8)');
    expect(screen.getByRole('link', { name: 'Pearl River Tools Manufacturing Co., Ltd.' }).getAttribute('href')).toBe('/m/en-US/shops/pearl-river-tools');
    expect(screen.queryByRole('button', { name: 'Appointment Live' })).toBeNull();
    expect(screen.getByRole('link', { name: 'More live streams' }).getAttribute('href')).toBe('/m/en-US/customPages/liveHall');
    screen.getByRole('button', { name: 'Share' });
    expect(api.sentTo(`GET ${LIVES}/live-4001`)[0]?.query.get('lang')).toBe('en-US');
  });

  it('counts down to an upcoming one and offers to book it, with no player', async () => {
    showLive('live-4002', upcomingEn);
    renderPortalAt('/m/en-US/lives/live-4002');
    await titleHeading('Home Goods Factory Tour');
    // From Oct 15 10:30 to Oct 16 15:30 (UTC+8).
    screen.getByText('Starts in 1 day 5 h');
    screen.getByText('Upcoming');
    screen.getByRole('button', { name: 'Appointment Live' });
    expect(document.querySelector('video')).toBeNull();
  });

  it('counts hours and minutes on the day it starts', async () => {
    const soon = { ...liveOf(upcomingEn), startsAt: '2027-10-15 12:15:00', endsAt: '2027-10-15 13:00:00' };
    showLive('live-4002', soon);
    renderPortalAt('/m/en-US/lives/live-4002');
    await screen.findByText('Starts in 1 h 45 min');
  });

  it('says an ended live has ended, with nothing to play or book', async () => {
    showLive('live-4005', endedEn);
    renderPortalAt('/m/en-US/lives/live-4005');
    await titleHeading('Kitchenware Export Q&A');
    screen.getByText('This live stream has ended.');
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button', { name: /Appointment Live|Reserved/ })).toBeNull();
  });

  it('starts playing by itself when an upcoming live begins', async () => {
    // Half a second before its start: read again a second after it.
    const starting = { ...liveOf(upcomingEn), startsAt: '2027-10-15 10:30:00', endsAt: '2027-10-15 11:30:00' };
    const started = { ...starting, state: 'LIVE', streamUrl: '/media/lives/exhibition-stream.mp4' };
    replyVisitor(api);
    api.reply(`GET ${LIVES}/live-4002`, ok(starting), ok(started));
    vi.setSystemTime(new Date('2027-10-15T02:29:59.500Z'));
    renderPortalAt('/m/en-US/lives/live-4002');
    await titleHeading('Home Goods Factory Tour');
    screen.getByText('Starting soon');
    await screen.findByText('Live');
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/media/lives/exhibition-stream.mp4');
    expect(api.sentTo(`GET ${LIVES}/live-4002`)).toHaveLength(2);
  });

  it('speaks Chinese under zh-CN', async () => {
    showLive('live-4002', upcomingZh);
    renderPortalAt('/m/zh-CN/lives/live-4002');
    await titleHeading('家居用品工厂实拍');
    screen.getByRole('heading', { level: 1, name: '直播' });
    screen.getByText('距开始还有 1 天 5 小时');
    screen.getByText('2027年10月16日 15:30 – 17:00（UTC+8）');
    screen.getByRole('button', { name: '预约直播' });
    expect(api.sentTo(`GET ${LIVES}/live-4002`)[0]?.query.get('lang')).toBe('zh-CN');
  });

  it('plays in Chinese too', async () => {
    showLive('live-4001', liveZh);
    renderPortalAt('/m/zh-CN/lives/live-4001');
    await titleHeading('电动工具新品发布');
    within(screen.getByRole('main')).getByText('直播中');
    expect(document.querySelector('video')).not.toBeNull();
  });

  it('shows the 404 page, saying the live does not exist, for an unknown id', async () => {
    replyVisitor(api);
    api.reply(`GET ${LIVES}/live-9999`, errorReply(404, 'E404_LIVE_NOT_FOUND'));
    renderPortalAt('/m/en-US/lives/live-9999');
    await screen.findByText('This live stream does not exist or has been removed.');
    screen.getByText('404');
  });
});
