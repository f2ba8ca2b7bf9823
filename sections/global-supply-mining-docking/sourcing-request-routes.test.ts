import { describe, expect, it } from 'vitest';
import { companyCompletionRoute, loginRoute, registerRoute } from './sourcing-request-routes';

const PAGE = 'https://fair.example.org/m/en-US/';
const ENCODED_PAGE = encodeURIComponent(PAGE);

describe('sourcing request routes', () => {
  it('signs in through /{lang}/login/mall/index, back to the current page, with requirement sourcing', () => {
    expect(loginRoute('en-US', PAGE)).toBe(`/en-US/login/mall/index?redirect_uri=${ENCODED_PAGE}&requirement=sourcing`);
  });

  it('registers through /{lang}/register/index, back to the current page', () => {
    expect(registerRoute('zh-CN', PAGE)).toBe(`/zh-CN/register/index?redirect_uri=${ENCODED_PAGE}`);
  });

  it('completes the company information through /{lang}/customPages/registerSuccess with a redirect', () => {
    expect(companyCompletionRoute('en-US', PAGE)).toBe(`/en-US/customPages/registerSuccess?redirect=${ENCODED_PAGE}`);
  });
});
