import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPage } from '../testing/render-page';
import seedEn from '../../../fixtures/seed/page-configs.mobile-home.en-US.json';
import seedZh from '../../../fixtures/seed/page-configs.mobile-home.zh-CN.json';

const api = setUpAuthApi();
const PAGE_CONFIG = 'GET /b2bshop/api/pageConfigs/public/mobile-home';

describe('the download page (spec §2: /m/{lang}/download)', () => {
  it("lists the app's stores from the live home configuration's footer, each in a new tab, and a QR code of the page", async () => {
    api.reply(PAGE_CONFIG, { status: 200, body: seedEn });
    renderPage('/m/en-US/download', { api });
    await screen.findByRole('heading', { level: 1, name: 'Download the app' });
    const stores = within(await screen.findByRole('list')).getAllByRole('link');
    expect(stores.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual(
      seedEn.sections.FOOTER.appStores.map(({ store, url }) => [
        { appStore: 'App Store', googlePlay: 'Google Play', huawei: 'AppGallery' }[store],
        url,
        '_blank',
      ]),
    );
    const qr = await screen.findByRole('img', { name: `QR code of ${window.location.origin}/m/en-US/download` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('speaks Chinese under zh-CN, from the Chinese configuration', async () => {
    api.reply(PAGE_CONFIG, { status: 200, body: seedZh });
    renderPage('/m/zh-CN/download', { api });
    await screen.findByRole('heading', { level: 1, name: '下载 APP' });
    await screen.findByText('用手机扫码打开本页并下载 APP。');
    expect(within(await screen.findByRole('list')).getAllByRole('link')).toHaveLength(seedZh.sections.FOOTER.appStores.length);
    expect(api.sentTo(PAGE_CONFIG)[0]?.query.get('lang')).toBe('zh-CN');
  });

  it('offers the page a navigation was going to, when it was forced here (spec §2)', async () => {
    api.reply(PAGE_CONFIG, { status: 200, body: seedEn });
    renderPage('/m/en-US/download?page=%2Fm%2Fen-US%2Fshortvideo', { api });
    expect((await screen.findByRole('link', { name: 'Continue in the browser' })).getAttribute('href')).toBe('/m/en-US/shortvideo');
  });

  it('offers no other site to continue to', async () => {
    api.reply(PAGE_CONFIG, { status: 200, body: seedEn });
    renderPage('/m/en-US/download?page=https%3A%2F%2Fevil.example%2F', { api });
    await screen.findByRole('link', { name: /Google Play/ });
    expect(screen.queryByRole('link', { name: 'Continue in the browser' })).toBeNull();
  });

  it("shows 'Request failed, click to reload' when the configuration cannot load, and asks again on click", async () => {
    api.reply(PAGE_CONFIG, errorReply(503, 'E503_DATABASE_UNAVAILABLE'), { status: 200, body: seedEn });
    renderPage('/m/en-US/download', { api });
    fireEvent.click(await screen.findByText('Request failed, click to reload'));
    await screen.findByRole('link', { name: /Google Play/ });
  });
});
