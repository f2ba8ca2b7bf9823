import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberLanguage } from '../../platform/language-choice';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';

const api = setUpAuthApi();
const ALLOWED = ['https://app.globaltradefair.example', 'https://matching.globaltradefair.example'];

afterEach(() => localStorage.clear());

/** The page has no language segment: it speaks the language last chosen (here en-US unless a test says otherwise). */
function replyOrigins(language: 'en-US' | 'zh-CN' = 'en-US') {
  rememberLanguage(language);
  api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
  api.reply('GET /api/embed/allowedOrigins', { status: 200, body: { origins: ALLOWED } });
}

const frame = () => document.querySelector('iframe');

describe('the embedded pages (/embeddedpage/index, /embeddedpageh5/index)', () => {
  it('frames a page of an allowed origin, full screen without menu', async () => {
    replyOrigins();
    renderPortalAt(`/embeddedpage/index?url=${encodeURIComponent('https://matching.globaltradefair.example/list?lang=en-US')}`);
    await screen.findByTitle('Page of matching.globaltradefair.example');
    expect(frame()?.getAttribute('src')).toBe('https://matching.globaltradefair.example/list?lang=en-US');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('adds a bar with a way back with menu, and passes /edit/{id} and /view/{id} on to the framed page (H5 too)', async () => {
    replyOrigins();
    renderPortalAt(`/embeddedpageh5/index/edit/42?menu=1&url=${encodeURIComponent('https://app.globaltradefair.example/form')}`);
    await screen.findByTitle('Page of app.globaltradefair.example');
    expect(frame()?.getAttribute('src')).toBe('https://app.globaltradefair.example/form?mode=edit&id=42');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Embedded page' })).toBeInTheDocument();
  });

  it('refuses another site clearly, framing nothing, and offers it in the browser after the leave-site warning', async () => {
    replyOrigins();
    renderPortalAt(`/embeddedpage/index/view/7?url=${encodeURIComponent('https://evil.example/phish')}`);
    await screen.findByRole('heading', { name: 'This page cannot be shown here' });
    expect(screen.getByText('For your safety the portal only shows pages of the fair’s own sites. evil.example is not one of them.')).toBeInTheDocument();
    expect(frame()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Open evil.example in the browser' }));
    await screen.findByRole('dialog');
  });

  it('refuses a script or a missing address in the language last chosen', async () => {
    replyOrigins('zh-CN');
    renderPortalAt('/embeddedpage/index?url=javascript%3Aalert(1)');
    await screen.findByRole('heading', { name: '无法在此显示该页面' });
    expect(screen.getByText('未提供有效的页面地址。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /在浏览器中打开/ })).toBeNull();
    expect(frame()).toBeNull();
  });
});
