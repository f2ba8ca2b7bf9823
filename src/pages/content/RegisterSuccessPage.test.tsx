import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';
import { preloadCompanyPages } from '../company/testing/preload-company-pages';
import registerSuccessEn from '../../../fixtures/seed/page-configs.custom-register-success.en-US.json';

const api = setUpAuthApi();
beforeAll(preloadCompanyPages);
const showRegisterSuccess = (redirect: string) => {
  api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
  api.reply('GET /b2bshop/api/pageConfigs/public/custom-register-success', { status: 200, body: registerSuccessEn });
  renderPortalAt(`/m/en-US/customPages/registerSuccess?redirect=${encodeURIComponent(redirect)}`);
};

describe('registerSuccess, the way on to ?redirect= (spec §8)', () => {
  it('leads to the normalised path of the portal, keeping its query and hash', async () => {
    showRegisterSuccess('/m/en-US/news?x=1#y');
    expect((await screen.findByRole('link', { name: 'Continue where you left off' })).getAttribute('href')).toBe('/m/en-US/news?x=1#y');
  });

  it('leads to the company information form, which comes back to ?redirect= once saved (issue 25)', async () => {
    showRegisterSuccess('/m/en-US/news?x=1#y');
    const complete = await screen.findByRole('link', { name: 'Complete company information' });
    expect(complete.getAttribute('href')).toBe(`/en-US/customPages/foreignCreateEnterprise?redirect=${encodeURIComponent('/m/en-US/news?x=1#y')}`);
  });

  // Issue 24, finding 6: "/.//evil.example/phish" is a page of this site whose path normalises to "//evil…",
  // which as a link's href is another site.
  it.each(['/.//evil.example/phish', '/%2F%2Fevil.example', '\\/evil.example', 'https://evil.example', 'javascript:alert(1)', '/m/en-US/\nnews'])(
    'offers no way on to %j',
    async (redirect) => {
      showRegisterSuccess(redirect);
      // The page's content is shown (findBy… throws otherwise), and no way on beside it.
      await screen.findByRole('heading', { level: 3, name: 'Next steps' });
      expect(screen.queryByRole('link', { name: 'Continue where you left off' })).toBeNull();
      // The company form then goes on to the personal centre instead.
      expect(screen.getByRole('link', { name: 'Complete company information' }).getAttribute('href')).toBe(
        `/en-US/customPages/foreignCreateEnterprise?redirect=${encodeURIComponent('/m/member/usercenter/index?lang=en-US')}`,
      );
    },
  );
});
