import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { renderPage } from '../testing/render-page';
import listEn from '../../../fixtures/ecatalog/short-video-page.all.en-US.json';
import listZh from '../../../fixtures/ecatalog/short-video-page.all.zh-CN.json';
import chargerEn from '../../../fixtures/ecatalog/short-video-detail.charger.en-US.json';
import chargerZh from '../../../fixtures/ecatalog/short-video-detail.charger.zh-CN.json';
import kettleEn from '../../../fixtures/ecatalog/short-video-detail.kettle.en-US.json';

const api = setUpAuthApi();
const ok = (body: unknown): FakeReply => ({ status: 200, body });

describe('the short-video list (spec §2: /m/{lang}/shortvideo)', () => {
  it('shows each video with its poster, length, title and exhibitor, linking to the video, then No More', async () => {
    api.reply('GET /b2bshop/api/shortVideos', ok(listEn));
    renderPage('/m/en-US/shortvideo', { api });
    const list = await screen.findByRole('list', { name: 'Short videos' });
    const first = within(list).getByRole('link', { name: /Inside our oak workshop/ });
    expect(first.getAttribute('href')).toBe('/m/en-US/shortVideoDetail?id=svid-2001');
    expect(first.textContent).toContain('0:05');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/media/short-videos/oak-workshop.svg');
    expect(within(list).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByText('No More')).toBeInTheDocument();
  });

  it('speaks Chinese under zh-CN', async () => {
    api.reply('GET /b2bshop/api/shortVideos', ok(listZh));
    renderPage('/m/zh-CN/shortvideo', { api });
    await screen.findByRole('link', { name: /走进橡木工坊/ });
    expect(screen.getByRole('heading', { level: 1, name: '短视频' })).toBeInTheDocument();
  });
});

describe('a short video (spec §2: /m/{lang}/shortVideoDetail?id=)', () => {
  it('plays the video over its poster, names the exhibitor, and links the previous and next video', async () => {
    api.reply('GET /b2bshop/api/shortVideos/svid-2002', ok(chargerEn));
    api.reply('GET /b2bshop/api/shortVideos/svid-2003', ok(kettleEn));
    renderPage('/m/en-US/shortVideoDetail?id=svid-2002', { api });
    await screen.findByRole('heading', { level: 2, name: 'GaN fast charger close-up' });
    const video = document.querySelector('video');
    expect([video?.getAttribute('src'), video?.getAttribute('poster'), video?.getAttribute('preload')]).toEqual([
      '/media/friends/new-energy-vehicles.mp4',
      '/media/short-videos/gan-charger.svg',
      'none',
    ]);
    expect(screen.getByRole('link', { name: /Shenzhen Voltedge/ }).getAttribute('href')).toBe('/m/en-US/shops/voltedge-electronics');
    expect(screen.getByRole('link', { name: 'Previous video' }).getAttribute('href')).toBe('/m/en-US/shortVideoDetail?id=svid-2001');
    fireEvent.click(screen.getByRole('link', { name: 'Next video' }));
    await screen.findByRole('heading', { level: 2, name: 'Electric kettle: boiling in minutes' });
    expect(screen.getByTestId('location').textContent).toBe('/m/en-US/shortVideoDetail?id=svid-2003');
  });

  it('says so when the browser cannot play the file', async () => {
    api.reply('GET /b2bshop/api/shortVideos/svid-2002', ok(chargerZh));
    renderPage('/m/zh-CN/shortVideoDetail?id=svid-2002', { api });
    await screen.findByRole('heading', { level: 2, name: '氮化镓快充特写' });
    fireEvent.error(document.querySelector('video') as HTMLVideoElement);
    expect((await screen.findByRole('alert')).textContent).toBe('当前浏览器无法播放此视频。');
  });

  it('shows the 404 page for a video that does not exist, and for no id', async () => {
    api.reply('GET /b2bshop/api/shortVideos/svid-9999', errorReply(404, 'E404_NOT_FOUND'));
    renderPage('/m/en-US/shortVideoDetail?id=svid-9999', { api });
    await screen.findByText('This video does not exist or has been withdrawn.');
  });

  it("shows 'Request failed, click to reload' when the video cannot load, and asks again on click", async () => {
    // A failed video is asked for once more before the page says so.
    const failed = errorReply(503, 'E503_DATABASE_UNAVAILABLE');
    api.reply('GET /b2bshop/api/shortVideos/svid-2002', failed, failed, ok(chargerEn));
    renderPage('/m/en-US/shortVideoDetail?id=svid-2002', { api });
    fireEvent.click(await screen.findByText('Request failed, click to reload'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'GaN fast charger close-up' })).toBeInTheDocument());
  });
});
