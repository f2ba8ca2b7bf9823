import { describe, expect, it } from 'vitest';
import { RequestFailure } from '../request-failure';
import { getToasts } from '../toast';
import { codeChannelOf, loginWithCode, loginWithPassword, registerBuyer, retrievePassword, sendCode } from './auth-calls';
import { errorReply, setUpAuthApi } from './testing/auth-api';

const buyer = { isAuthenticated: true, id: 'u1', userType: 'BUYER', language: 'en-US' } as const;
const api = setUpAuthApi();

const bodyOf = (route: string) => api.sentTo(route)[0]?.body as Record<string, unknown>;

describe('the session calls', () => {
  it('logs in with the password encrypted and the agreement, answering the login status', async () => {
    api.reply('POST /api/auth/login', { status: 200, body: buyer });
    await expect(loginWithPassword({ account: 'buyer@demo.fair', password: 'Fair2026!', agreeToTerms: true })).resolves.toEqual(buyer);
    const body = bodyOf('POST /api/auth/login');
    expect(body).toMatchObject({ account: 'buyer@demo.fair', agreeToTerms: true });
    expect(body.password).not.toBe('Fair2026!');
    expect(api.decrypt(body.password as string)).toBe('Fair2026!');
  });

  it('shows the server’s refusal of a login in its own words', async () => {
    api.reply('POST /api/auth/login', errorReply(401, 'E401_BAD_CREDENTIALS', 'Wrong account or password'));
    await expect(loginWithPassword({ account: 'buyer@demo.fair', password: 'nope', agreeToTerms: true })).rejects.toBeInstanceOf(RequestFailure);
    expect(getToasts().map((toast) => toast.text)).toEqual(['Wrong account or password']);
  });

  it('logs in with a code', async () => {
    api.reply('POST /api/auth/login/code', { status: 200, body: buyer });
    await loginWithCode({ target: '+8613800000001', code: '123456', agreeToTerms: true });
    expect(bodyOf('POST /api/auth/login/code')).toEqual({ target: '+8613800000001', code: '123456', agreeToTerms: true });
  });

  it('sends a code by e-mail to an address and by SMS to a phone number', async () => {
    api.reply('POST /api/auth/codes', { status: 204 });
    await sendCode('buyer@demo.fair', 'LOGIN');
    await sendCode('+8613800000001', 'REGISTER');
    expect(api.sentTo('POST /api/auth/codes').map((request) => request.body)).toEqual([
      { channel: 'EMAIL', target: 'buyer@demo.fair', purpose: 'LOGIN' },
      { channel: 'SMS', target: '+8613800000001', purpose: 'REGISTER' },
    ]);
    expect(codeChannelOf('a@b.c')).toBe('EMAIL');
  });

  it('registers a buyer by e-mail or by phone, the password encrypted', async () => {
    api.reply('POST /api/auth/register', { status: 200, body: buyer });
    await registerBuyer({ target: 'new@demo.fair', code: '111111', name: 'Nia New', password: 'Secret123', agreeToTerms: true });
    await registerBuyer({ target: '+8613900000009', code: '222222', name: 'Pat Phone', password: 'Secret123', agreeToTerms: true });
    const [byMail, byPhone] = api.sentTo('POST /api/auth/register').map((request) => request.body as Record<string, unknown>);
    expect(byMail).toMatchObject({ email: 'new@demo.fair', code: '111111', name: 'Nia New', agreeToTerms: true });
    expect(byMail).not.toHaveProperty('phone');
    expect(byPhone).toMatchObject({ phone: '+8613900000009', name: 'Pat Phone' });
    expect(api.decrypt(byPhone!.password as string)).toBe('Secret123');
  });

  it('retrieves a password with the new one encrypted', async () => {
    api.reply('POST /api/auth/password/retrieve', { status: 204 });
    await retrievePassword({ target: 'buyer@demo.fair', code: '333333', newPassword: 'Brand-new-1' });
    const body = bodyOf('POST /api/auth/password/retrieve');
    expect(body).toMatchObject({ target: 'buyer@demo.fair', code: '333333' });
    expect(api.decrypt(body.newPassword as string)).toBe('Brand-new-1');
  });
});
