import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatePressInvitation } from '../../common/generated/validators.js';
import { createAccountRepository } from '../auth/account-repository.js';
import { hashPassword } from '../auth/password-hash.js';
import { DEMO_PASSWORD, loginAs, type TestLogin } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { createInvitationRepository } from './invitation-repository.js';

const OPEN = 'closing-press-conference';
const FULL = 'smart-appliance-media-tour';

describe.each(testDatabases)('press invitations on $name (issue 9)', (kind) => {
  let portal: TestApp;
  let media: TestLogin;
  let buyer: TestLogin;
  beforeAll(async () => {
    portal = await openTestApp(kind);
    media = await loginAs(portal.app, 'media@demo.fair');
    buyer = await loginAs(portal.app, 'buyer@demo.fair');
    const invitations = createInvitationRepository(portal.db);
    const place = { EN_US: 'Hall 1', ZH_CN: '1号馆' };
    await invitations.insert({
      id: 'organiser-closed',
      title: { EN_US: 'Closed', ZH_CN: '已关闭' },
      place,
      eventTime: '2099-01-02 10:00:00',
      registrationDeadline: '2099-01-01 18:00:00',
      capacity: 50,
      status: 'CLOSED',
    });
    await invitations.insert({
      id: 'deadline-passed',
      title: { EN_US: 'Past', ZH_CN: '已截止' },
      place,
      eventTime: '2099-01-02 10:00:00',
      registrationDeadline: '2020-01-01 18:00:00',
      capacity: 50,
      status: 'OPEN',
    });
    await invitations.insert({
      id: 'one-seat',
      title: { EN_US: 'One seat', ZH_CN: '一个名额' },
      place,
      eventTime: '2099-01-02 10:00:00',
      registrationDeadline: '2099-01-01 18:00:00',
      capacity: 1,
      status: 'OPEN',
    });
  });
  afterAll(() => portal?.close());

  const show = (id: string, login?: TestLogin, language = 'en-US') =>
    portal.app.inject({ url: `/b2bshop/api/news/invitations/${id}?lang=${language}`, headers: { 'x-user-lan': language, ...login?.headers } });
  const signUp = (id: string, login?: TestLogin, language = 'en-US') =>
    portal.app.inject({
      method: 'POST',
      url: `/b2bshop/api/news/invitations/${id}/registrations?lang=${language}`,
      headers: { 'x-user-lan': language, ...login?.headers },
    });
  const firstError = (response: { json(): unknown }) => (response.json() as { errorList: unknown[] }).errorList[0];

  it('shows an invitation in the language asked for, with its seats and why a visitor cannot sign up', async () => {
    const response = await show(OPEN, undefined, 'zh-CN');
    expect(response.statusCode).toBe(200);
    const invitation = response.json();
    expect(validatePressInvitation(invitation), JSON.stringify(validatePressInvitation.errors)).toBe(true);
    expect(invitation).toMatchObject({ id: OPEN, title: '秋季展闭幕新闻发布会', status: 'OPEN', capacity: 120, registeredCount: 0 });
    expect(invitation.signUp).toEqual({ state: 'LOGIN_REQUIRED', message: '请使用媒体账号登录后报名。' });
    expect((await show(FULL)).json()).toMatchObject({ status: 'FULL', capacity: 2, registeredCount: 2 });
    expect((await show('no-such-event')).statusCode).toBe(404);
  });

  it('asks a visitor to log in (401) and tells a buyer that sign-up is for media (403), in their language', async () => {
    expect((await signUp(OPEN)).statusCode).toBe(401);
    expect((await show(OPEN, buyer)).json().signUp).toEqual({ state: 'NOT_MEDIA', message: 'Sign-up is for media members only.' });
    const refused = await signUp(OPEN, buyer);
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused)).toEqual({ errorCode: 'E403_NOT_MEDIA', errorMessage: 'Sign-up is for media members only.' });
    expect(firstError(await signUp(OPEN, buyer, 'zh-CN'))).toEqual({ errorCode: 'E403_NOT_MEDIA', errorMessage: '仅限媒体会员报名。' });
  });

  it('signs a media member up once: then 409 E409_ALREADY_REGISTERED', async () => {
    expect((await show(OPEN, media)).json().signUp.state).toBe('AVAILABLE');
    const signedUp = await signUp(OPEN, media);
    expect(signedUp.statusCode).toBe(201);
    expect(signedUp.json()).toMatchObject({ registeredCount: 1, signUp: { state: 'REGISTERED', message: 'You have signed up for this event.' } });
    expect((await show(OPEN, media)).json()).toMatchObject({ registeredCount: 1, signUp: { state: 'REGISTERED' } });
    const again = await signUp(OPEN, media);
    expect(again.statusCode).toBe(409);
    expect(firstError(again)).toEqual({ errorCode: 'E409_ALREADY_REGISTERED', errorMessage: 'You have already signed up for this event.' });
    expect((await show(OPEN)).json().registeredCount).toBe(1);
  });

  it('refuses a full invitation with a clear message', async () => {
    expect((await show(FULL, media)).json().signUp).toEqual({ state: 'FULL', message: 'This event is full: no seats are left.' });
    const refused = await signUp(FULL, media, 'zh-CN');
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused)).toEqual({ errorCode: 'E409_INVITATION_FULL', errorMessage: '此活动名额已满。' });
  });

  it('refuses an invitation closed by the organiser or past its deadline', async () => {
    for (const id of ['organiser-closed', 'deadline-passed']) {
      expect((await show(id, media)).json()).toMatchObject({ status: 'CLOSED', signUp: { state: 'CLOSED', message: 'Sign-up for this event has closed.' } });
      const refused = await signUp(id, media);
      expect(refused.statusCode).toBe(409);
      expect(firstError(refused)).toEqual({ errorCode: 'E409_INVITATION_CLOSED', errorMessage: 'Sign-up for this event has closed.' });
    }
    expect((await signUp('no-such-event', media)).statusCode).toBe(404);
  });

  it('gives the last seat to one of two media members signing up at once', async () => {
    const accounts = createAccountRepository(portal.db);
    await accounts.setPasswordHash('acc-press-kim', await hashPassword(DEMO_PASSWORD));
    const colleague = await loginAs(portal.app, 'kim.editor@tradefairdaily.example');
    const answers = await Promise.all([signUp('one-seat', media), signUp('one-seat', colleague)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await show('one-seat')).json()).toMatchObject({ status: 'FULL', registeredCount: 1 });
  });
});
