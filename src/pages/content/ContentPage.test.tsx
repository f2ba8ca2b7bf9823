import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';
import { renderPage } from '../testing/render-page';
import aboutEn from '../../../fixtures/seed/page-configs.about.en-US.json';
import aboutZh from '../../../fixtures/seed/page-configs.about.zh-CN.json';
import liveHallEn from '../../../fixtures/seed/page-configs.custom-live-hall.en-US.json';
import registerSuccessEn from '../../../fixtures/seed/page-configs.custom-register-success.en-US.json';
import helpEn from '../../../fixtures/seed/page-configs.custom-help.en-US.json';

const api = setUpAuthApi();
const configPath = (page: string) => `GET /b2bshop/api/pageConfigs/public/${page}`;
const barTitle = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('a content page (issue 8: rendered by the section engine from its stored configuration)', () => {
  it('shows the about page of /m/en-US/pages/关于我们 from the configuration "about", with its title in the red page bar', async () => {
    api.reply(configPath('about'), { status: 200, body: aboutEn });
    renderPage('/m/en-US/pages/关于我们', { api });
    // The first test loads the page's and the sections' code.
    await screen.findByRole('heading', { level: 2, name: aboutEn.sections.PAGEHERO.title });
    expect(barTitle()).toBe(aboutEn.sections.PAGEHERO.title);
    await screen.findByRole('heading', { level: 3, name: 'Who we are' });
    await screen.findByRole('link', { name: /Contact us/ });
    expect(api.sentTo(configPath('about'))[0]?.query.get('lang')).toBe('en-US');
  });

  it('speaks Chinese under zh-CN, from the Chinese configuration', async () => {
    api.reply(configPath('about'), { status: 200, body: aboutZh });
    renderPage('/m/zh-CN/pages/关于我们', { api });
    await screen.findByRole('heading', { level: 2, name: '关于全球贸易博览会' });
    await screen.findByText('联系方式');
  });

  it('opens a custom page, /customPages/liveHall, from custom-live-hall', async () => {
    api.reply(configPath('custom-live-hall'), { status: 200, body: liveHallEn });
    renderPage('/m/en-US/customPages/liveHall', { api });
    await screen.findByRole('heading', { level: 2, name: 'Live hall' });
  });

  it('scrolls to the block a query value names, once it is on the page (help?topic=translation)', async () => {
    api.reply(configPath('custom-help'), { status: 200, body: helpEn });
    const scrolledTo: string[] = [];
    // jsdom lays nothing out and has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolledTo.push(this.id);
    });
    renderPage('/m/en-US/customPages/help?topic=translation', { api });
    await waitFor(() => expect(scrolledTo).toEqual(['translation']));
    expect((document.getElementById('translation') as HTMLDetailsElement).open).toBe(true);
  });

  it('is the 404 page when the page has no configuration', async () => {
    api.reply(configPath('page-no-such-page'), errorReply(404, 'E404_PAGE_CONFIG'));
    renderPage('/m/en-US/pages/no-such-page', { api });
    await screen.findByText('404');
  });

  it.each(['/m/en-US/customPages/noSuchPage', '/m/en-US/pages/Not_A_Name', '/m/en-US/posts/..'])('is the 404 page, asking nothing, at %s', async (path) => {
    renderPage(path, { api });
    await screen.findByText('404');
    expect(api.sent.filter((request) => request.path.includes('pageConfigs'))).toEqual([]);
  });

  it("shows 'Request failed, click to reload' when the configuration cannot load, and asks again on click", async () => {
    api.reply(configPath('about'), errorReply(503, 'E503_DATABASE_UNAVAILABLE'), { status: 200, body: aboutEn });
    renderPage('/m/en-US/pages/关于我们', { api });
    fireEvent.click(await screen.findByText('Request failed, click to reload'));
    await screen.findByRole('heading', { level: 2, name: aboutEn.sections.PAGEHERO.title });
  });

  it('opens the footer pages without a language segment in the language the visitor chose last', async () => {
    api.reply(configPath('cookie-policy'), { status: 200, body: aboutEn });
    renderPage('/m/en-US/pages/关于我们', { api });
    await screen.findByRole('heading', { level: 1 });
    renderPortalAt('/pages/Cookies政策');
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/m/en-US/pages/Cookies政策'));
  });

  it('offers registerSuccess a way on to a path of the portal named by ?redirect=, and none to another site', async () => {
    api.reply(configPath('custom-register-success'), { status: 200, body: registerSuccessEn });
    renderPage('/m/en-US/customPages/registerSuccess?redirect=%2Fm%2Fen-US%2Fsearch', { api });
    expect((await screen.findByRole('link', { name: 'Continue where you left off' })).getAttribute('href')).toBe('/m/en-US/search');
    await screen.findByRole('heading', { level: 3, name: 'Next steps' });
  });
});
