import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getOpenDialog } from '../../platform/dialogs';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { renderPage } from '../testing/render-page';
import openingEn from '../../../fixtures/news/news-article.opening.en-US.json';
import openingZh from '../../../fixtures/news/news-article.opening.zh-CN.json';
import videoEn from '../../../fixtures/news/news-article.video.en-US.json';
import briefingEn from '../../../fixtures/news/news-article.briefing.en-US.json';

const api = setUpAuthApi();
const ok = (body: unknown): FakeReply => ({ status: 200, body });
afterEach(() => act(() => getOpenDialog()?.settle('dismiss')));

describe('a news article (issue 9: /m/{lang}/news/{slug})', () => {
  it('shows the title, category, UTC+8 publish time, the body as the server stored it, attachments and Share', async () => {
    api.reply('GET /b2bshop/api/news/articles/2026-autumn-opening-ceremony', ok(openingEn));
    renderPage('/m/en-US/news/2026-autumn-opening-ceremony', { api });
    await screen.findByRole('heading', { level: 2, name: openingEn.title });
    expect(api.sentTo('GET /b2bshop/api/news/articles/2026-autumn-opening-ceremony')[0]!.query.get('lang')).toBe('en-US');
    expect(screen.getByRole('link', { name: 'Fair news' }).getAttribute('href')).toBe('/m/en-US/news?category=FAIR_NEWS');
    expect(screen.getByText(/^Published/).textContent).toBe('Published Oct 15, 2026 10:30 (UTC+8)');
    expect(screen.getByRole('heading', { level: 2, name: 'Six weeks online' })).toBeInTheDocument();
    expect(screen.getByText('The fair is a bridge between makers and markets.').tagName).toBe('BLOCKQUOTE');
    const attachment = screen.getByRole('link', { name: 'Opening ceremony photo' });
    expect(attachment.getAttribute('href')).toBe('/media/news-and-events/opening-ceremony.svg');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /sign up/ })).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('asks before following a link in the body to another site', async () => {
    const body = `${openingEn.body}<p><a href="https://example.org/report">Full report</a> and <a href="/m/en-US/news">more news</a></p>`;
    api.reply('GET /b2bshop/api/news/articles/2026-autumn-opening-ceremony', ok({ ...openingEn, body }));
    renderPage('/m/en-US/news/2026-autumn-opening-ceremony', { api });
    fireEvent.click(await screen.findByRole('link', { name: 'Full report' }));
    expect(getOpenDialog()?.message).toEqual({ id: 'externalSite.warning' });
    act(() => getOpenDialog()?.settle('cancel'));
    fireEvent.click(screen.getByRole('link', { name: 'more news' }));
    expect(getOpenDialog()).toBeUndefined();
  });

  it('plays a video report over its poster, downloading nothing until played', async () => {
    api.reply('GET /b2bshop/api/news/articles/smart-kitchens-video', ok(videoEn));
    renderPage('/m/en-US/news/smart-kitchens-video', { api });
    await screen.findByRole('heading', { level: 2, name: videoEn.title });
    const video = document.querySelector('video');
    expect([video?.getAttribute('src'), video?.getAttribute('poster'), video?.getAttribute('preload')]).toEqual([
      '/media/friends/smart-appliances.mp4',
      '/media/friends/smart-appliances.svg',
      'none',
    ]);
  });

  it("links a press invitation's article to the invitation's sign-up page", async () => {
    api.reply('GET /b2bshop/api/news/articles/autumn-session-press-briefing', ok(briefingEn));
    renderPage('/m/en-US/news/autumn-session-press-briefing', { api });
    const link = await screen.findByRole('link', { name: /Media members: see the event and sign up/ });
    expect(link.getAttribute('href')).toBe('/m/en-US/news/invitations/closing-press-conference');
  });

  it('speaks Chinese under zh-CN', async () => {
    api.reply('GET /b2bshop/api/news/articles/2026-autumn-opening-ceremony', ok(openingZh));
    renderPage('/m/zh-CN/news/2026-autumn-opening-ceremony', { api });
    await screen.findByRole('heading', { level: 2, name: openingZh.title });
    expect(screen.getByText(/^发布时间/).textContent).toBe('发布时间：2026年10月15日 10:30（UTC+8）');
    expect(within(screen.getByRole('main')).getByRole('link', { name: '展会新闻' })).toBeInTheDocument();
  });

  it('shows the 404 page for an article that does not exist or is not published', async () => {
    api.reply('GET /b2bshop/api/news/articles/no-such-story', errorReply(404, 'E404_NEWS_ARTICLE'));
    renderPage('/m/en-US/news/no-such-story', { api });
    await screen.findByText('This article does not exist or is not published.');
  });
});
