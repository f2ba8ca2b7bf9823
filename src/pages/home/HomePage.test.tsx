import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { renderPortalAt } from '../testing/render-portal-at';
import minimalPage from '../../../fixtures/page-configs/valid/minimal.en-US.json';

const api = setUpAuthApi();
const PAGE_CONFIG = 'GET /b2bshop/api/pageConfigs/public/mobile-home';

describe('the home page with ?preview= (issue 7: an operator previews a draft)', () => {
  it("asks an employee's draft instead of the live configuration", async () => {
    replyLoggedIn(api, { userType: 'EMPLOYEE' });
    api.reply(PAGE_CONFIG, { status: 200, body: minimalPage });
    renderPortalAt('/m/en-US/?preview=draft-7');
    await waitFor(() => expect(api.sentTo(PAGE_CONFIG).some((request) => request.query.get('preview') === 'draft-7')).toBe(true));
    expect(api.sentTo(PAGE_CONFIG).at(-1)?.query.get('lang')).toBe('en-US');
  });

  it('never asks a draft for a visitor: the live configuration it is', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    api.reply(PAGE_CONFIG, { status: 200, body: minimalPage });
    renderPortalAt('/m/en-US/?preview=draft-7');
    await waitFor(() => expect(api.sentTo(PAGE_CONFIG).length).toBeGreaterThan(0));
    await screen.findByRole('main');
    expect(api.sentTo(PAGE_CONFIG).map((request) => request.query.get('preview'))).toEqual(api.sentTo(PAGE_CONFIG).map(() => null));
  });
});
