import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { renderPage } from '../testing/render-page';
import firstEn from '../../../fixtures/news/news-article-page.first.en-US.json';
import firstZh from '../../../fixtures/news/news-article-page.first.zh-CN.json';
import empty from '../../../fixtures/news/news-article-page.empty.json';

const api = setUpAuthApi();
const ok = (body: unknown): FakeReply => ({ status: 200, body });
/** The first page as the only one: the list ends after it. */
const onlyPage = (reply: typeof firstEn) => ({ ...reply, page: { ...reply.page, totalElements: reply.articles.length, totalPages: 1 } });

describe('the news centre (issue 9: /m/{lang}/news)', () => {
  it('lists the articles with cover, title, summary and UTC+8 publish time, each linking to its page, then No More', async () => {
    api.reply('GET /b2bshop/api/news/articles', ok(onlyPage(firstEn)));
    renderPage('/m/en-US/news', { api });
    const list = await screen.findByRole('list', { name: 'Articles' });
    const opening = within(list).getByRole('link', { name: /Global Trade Fair 2026 Autumn Session opens/ });
    expect(opening.getAttribute('href')).toBe('/m/en-US/news/2026-autumn-opening-ceremony');
    expect(opening.querySelector('img')?.getAttribute('src')).toBe('/media/news-and-events/opening-ceremony.svg');
    expect(opening.textContent).toContain('Government officials, diplomats and industry leaders');
    const time = opening.querySelector('time');
    expect([time?.textContent, time?.getAttribute('datetime')]).toEqual(['Oct 15, 2026 10:30', '2026-10-15T02:30:00.000Z']);
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(within(within(list).getByRole('link', { name: /a kitchen-tech maker meets buyers/ })).getByText('Video', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('No More')).toBeInTheDocument();
    expect(api.sentTo('GET /b2bshop/api/news/articles')[0]!.query.get('category')).toBeNull();
  });

  it('shows each category of spec §1 as a tab, and asks for the one in ?category=', async () => {
    api.reply('GET /b2bshop/api/news/articles', ok(onlyPage(firstEn)));
    renderPage('/m/en-US/news?category=PRESS_INVITATION', { api });
    const tabs = within(await screen.findByRole('navigation', { name: 'News categories' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All',
      'Fair news',
      'Media coverage',
      'Morning broadcast',
      'Notices',
      'Press invitations',
      'Text reports',
      'Video reports',
    ]);
    expect(tabs.getByRole('link', { name: 'Press invitations' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('list', { name: 'Articles' });
    expect(api.sentTo('GET /b2bshop/api/news/articles')[0]!.query.get('category')).toBe('PRESS_INVITATION');
    fireEvent.click(tabs.getByRole('link', { name: 'Video reports' }));
    expect(screen.getByTestId('location').textContent).toBe('/m/en-US/news?category=VIDEO_REPORT');
  });

  it('speaks Chinese under zh-CN', async () => {
    api.reply('GET /b2bshop/api/news/articles', ok(firstZh));
    renderPage('/m/zh-CN/news', { api });
    await screen.findByRole('heading', { level: 1, name: '新闻中心' });
    await screen.findByRole('link', { name: /2026全球贸易博览会秋季展开幕/ });
    expect(screen.getByText('2026年10月15日 10:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '媒体邀请' })).toBeInTheDocument();
  });

  it("says 'No Data' for a category without articles", async () => {
    api.reply('GET /b2bshop/api/news/articles', ok(empty));
    renderPage('/m/en-US/news?category=NOTICE', { api });
    await screen.findByText('No Data');
  });

  it("shows 'Request failed, click to reload' when the list cannot load, and asks again on click", async () => {
    api.reply('GET /b2bshop/api/news/articles', errorReply(503, 'E503_DATABASE_UNAVAILABLE'), ok(onlyPage(firstEn)));
    renderPage('/m/en-US/news', { api });
    fireEvent.click(await screen.findByText('Request failed, click to reload'));
    await screen.findByRole('list', { name: 'Articles' });
  });
});
