// The session plugin alone, on a bare Fastify with a stand-in session store.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { sessionPlugin } from './session-plugin.js';
import type { SessionByAccessToken, SessionRepository } from './session-repository.js';
import { hashToken } from './tokens.js';

const LIVE: SessionByAccessToken = {
  sessionId: 's-1',
  accountId: 'acc-member',
  userType: 'MEMBER',
  language: 'en-US',
  siteTraderId: 'st-1',
  termsAgreed: true,
  xsrfTokenHash: hashToken('xsrf-1'),
  ended: false,
  accessExpired: false,
};

let app: FastifyInstance;
afterEach(() => app?.close());

async function appWith(session: SessionByAccessToken | undefined): Promise<{ app: FastifyInstance; lookups: string[] }> {
  const lookups: string[] = [];
  const sessions = {
    findByAccessToken: async (token: string) => {
      lookups.push(token);
      return session;
    },
  } as unknown as SessionRepository;
  app = Fastify();
  registerErrorHandler(app);
  await app.register(sessionPlugin, { sessions });
  const echo = async (request: { viewer: unknown; sessionEnded: boolean }) => ({ viewer: request.viewer, sessionEnded: request.sessionEnded });
  app.get('/who', echo);
  app.post('/who', echo);
  app.get('/assets/app.js', echo);
  await app.ready();
  return { app, lookups };
}

describe('the session plugin', () => {
  it('makes a live session’s viewer, with MEMBER treated as BUYER', async () => {
    const { app } = await appWith(LIVE);
    const response = await app.inject({ url: '/who', headers: { cookie: 'portal_access=a-1' } });
    expect(response.json()).toEqual({
      viewer: { accountId: 'acc-member', sessionId: 's-1', userType: 'BUYER', siteTraderId: 'st-1', termsAgreed: true, language: 'en-US' },
      sessionEnded: false,
    });
  });

  it('looks nothing up without the access cookie, nor for the build’s assets', async () => {
    const { app, lookups } = await appWith(LIVE);
    expect((await app.inject('/who')).json()).toEqual({ viewer: null, sessionEnded: false });
    await app.inject({ url: '/assets/app.js', headers: { cookie: 'portal_access=a-1' } });
    expect(lookups).toEqual([]);
  });

  it('marks a revoked or disabled session as ended, with no viewer', async () => {
    const { app } = await appWith({ ...LIVE, ended: true });
    expect((await app.inject({ url: '/who', headers: { cookie: 'portal_access=a-1' } })).json()).toEqual({ viewer: null, sessionEnded: true });
  });

  it('treats an expired access token as a visitor, whose posts need no XSRF token', async () => {
    const { app } = await appWith({ ...LIVE, accessExpired: true });
    const response = await app.inject({ method: 'POST', url: '/who', headers: { cookie: 'portal_access=a-1' } });
    expect(response.json()).toEqual({ viewer: null, sessionEnded: false });
  });

  it('checks the X-XSRF-TOKEN of a live session’s posts', async () => {
    const { app } = await appWith(LIVE);
    const refused = await app.inject({ method: 'POST', url: '/who', headers: { cookie: 'portal_access=a-1', 'x-xsrf-token': 'xsrf-2' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorList[0].errorCode).toBe('E403_CSRF_TOKEN');
    const accepted = await app.inject({ method: 'POST', url: '/who', headers: { cookie: 'portal_access=a-1', 'x-xsrf-token': 'xsrf-1' } });
    expect(accepted.json().viewer).toMatchObject({ accountId: 'acc-member' });
  });
});
