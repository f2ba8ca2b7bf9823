import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FooterData } from '../../common/generated/types';
import { clearRecentEvents, setAnalyticsConsent, setAnalyticsSink } from '../../src/platform/analytics';
import type { Language } from '../../common/language';
import manyFixture from './fixtures/many.en-US.json';
import manyZhFixture from './fixtures/many.zh-CN.json';
import { renderFooterPart } from './render-footer-part';
import FooterView from './View';

const many = manyFixture as FooterData;
const manyZh = manyZhFixture as FooterData;

const renderView = (data: FooterData, language?: Language) => renderFooterPart(FooterView, data, language);

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(() => {
  localStorage.clear();
  setAnalyticsSink(null);
  setAnalyticsConsent('allow');
  clearRecentEvents();
});
afterEach(() => clearRecentEvents());

describe('FOOTER view', () => {
  it("links the four footer pages by the spec's paths", () => {
    renderView(many);
    const pages = within(screen.getByRole('navigation', { name: 'About this site' })).getAllByRole('link');
    expect(pages.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '/m/pages/关于我们'],
      ['Legal', '/m/pages/法律文件'],
      ['Sitemap', '/m/customPages/sitemap'],
      ['Cookie policy', '/pages/Cookies政策'],
    ]);
  });

  it('shows the ICP filing lines and the Hong Kong office on the zh-CN page', () => {
    renderView(manyZh, 'zh-CN');
    for (const line of manyZh.icpLines ?? []) expect(screen.getByText(line)).toBeInTheDocument();
    expect(hrefOf(/香港办事处/)).toBe(manyZh.hongKongOffice?.url);
  });

  it('shows no ICP filing lines or Hong Kong office on the en-US page', () => {
    const { container } = renderView(many);
    expect(container.textContent).not.toMatch(/ICP|公网安备/);
    expect(screen.queryByText('Hong Kong')).toBeNull();
  });

  it('lists the English social networks first on the en-US page and the Chinese ones first on the zh-CN page', () => {
    const { unmount } = renderView(many);
    expect(
      screen
        .getAllByRole('link')
        .slice(0, 3)
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['LinkedIn', 'Facebook', 'X']);
    unmount();
    renderView(manyZh, 'zh-CN');
    expect(
      screen
        .getAllByRole('link')
        .slice(0, 3)
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['微信', '微博', '抖音']);
  });

  it('opens the social networks and app stores in a new tab', () => {
    renderView(many);
    for (const name of ['LinkedIn', 'WeChat', 'App Store', 'Google Play', 'AppGallery']) {
      expect(screen.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    }
    expect(hrefOf('LinkedIn')).toBe('https://www.linkedin.com/company/globaltradefair');
  });

  it('shows the QR code of each network that has one', () => {
    renderView(manyZh, 'zh-CN');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/media/footer/qr-wechat.svg', '/media/footer/qr-douyin.svg']);
  });

  it('lets the visitor call and mail the contact details', () => {
    renderView(many);
    expect(hrefOf(many.contact.phone)).toBe('tel:+862088886666');
    expect(hrefOf(many.contact.email)).toBe(`mailto:${many.contact.email}`);
    expect(screen.getByText(many.contact.address)).toBeInTheDocument();
  });
});
