import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPage } from '../testing/render-page';

const api = setUpAuthApi();

describe('the error page (/customPages/error?code=&message=)', () => {
  it('shows the message and the code as text, with the ways home and to search', async () => {
    renderPage('/m/en-US/customPages/error?code=E500_X&message=%3Cb%3EThe%20booth%20is%20closed%3C%2Fb%3E', { api });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Sorry, something went wrong.');
    expect(notice.textContent).toContain('<b>The booth is closed</b>');
    expect(notice.textContent).toContain('Error code: E500_X');
    expect(document.querySelector('main b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/m/en-US/');
  });

  it('says something friendly in Chinese without a message, and leaves out a code that is not one', async () => {
    renderPage('/m/zh-CN/customPages/error?code=%3Cscript%3E', { api });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('请稍后再试。');
    expect(notice.textContent).not.toContain('错误代码');
  });
});
