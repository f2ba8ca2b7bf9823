import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { getToasts } from '../../platform/toast';
import { renderPortalAt } from '../testing/render-portal-at';
import visitorEn from '../../../fixtures/news/press-invitation.visitor.en-US.json';
import visitorZh from '../../../fixtures/news/press-invitation.visitor.zh-CN.json';
import mediaEn from '../../../fixtures/news/press-invitation.media.en-US.json';
import buyerEn from '../../../fixtures/news/press-invitation.buyer.en-US.json';
import fullEn from '../../../fixtures/news/press-invitation.full.en-US.json';

const api = setUpAuthApi();
const ok = (body: unknown): FakeReply => ({ status: 200, body });
const OPEN = '/b2bshop/api/news/invitations/closing-press-conference';
const FULL = '/b2bshop/api/news/invitations/smart-appliance-media-tour';

describe('a press invitation (issue 9: /m/{lang}/news/invitations/{id})', () => {
  it('asks a visitor to log in with a media account, after the login status and without a refused call', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    api.reply(`GET ${OPEN}`, ok(visitorEn));
    renderPortalAt('/m/en-US/news/invitations/closing-press-conference');
    await screen.findByRole('heading', { level: 2, name: 'Closing press conference of the Autumn Session' });
    expect(screen.getByText('Please log in with your media account to sign up.')).toBeInTheDocument();
    expect(screen.getByText('Press centre, Hall 1.2, Pazhou Complex')).toBeInTheDocument();
    expect(screen.getByText('0 of 120 taken')).toBeInTheDocument();
    expect(screen.getByText('Open for sign-up')).toBeInTheDocument();
    const back = encodeURIComponent('/m/en-US/news/invitations/closing-press-conference');
    expect(screen.getByRole('link', { name: 'Media login' }).getAttribute('href')).toBe(`/m/en-US/media/login?redirect_uri=${back}`);
    expect(screen.getByRole('link', { name: 'Register a media account' }).getAttribute('href')).toBe(`/m/en-US/media/register?redirect_uri=${back}`);
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(api.sent.map((request) => request.path)).toEqual(['/api/auth/login/userinfo/public', OPEN]);
  });

  it('signs a media member up and says it worked', async () => {
    replyLoggedIn(api, { mediaMember: true });
    api.reply(`GET ${OPEN}`, ok(mediaEn));
    const registered = { ...mediaEn, registeredCount: 1, signUp: { state: 'REGISTERED', message: 'You have signed up for this event.' } };
    api.reply(`POST ${OPEN}/registrations`, { status: 201, body: registered });
    renderPortalAt('/m/en-US/news/invitations/closing-press-conference');
    await screen.findByText('Media members can sign up for this event.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('You have signed up. We look forward to seeing you at the event.');
    expect(screen.getByText('1 of 120 taken')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(api.sentTo(`POST ${OPEN}/registrations`)).toHaveLength(1);
  });

  it('tells a media member a full invitation has no seats left, with no way to sign up', async () => {
    replyLoggedIn(api, { mediaMember: true });
    api.reply(`GET ${FULL}`, ok(fullEn));
    renderPortalAt('/m/en-US/news/invitations/smart-appliance-media-tour');
    await screen.findByText('This event is full: no seats are left.');
    expect(screen.getByText('Full')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('shows why a sign-up was refused when the last seat went meanwhile', async () => {
    replyLoggedIn(api, { mediaMember: true });
    api.reply(
      `GET ${OPEN}`,
      ok(mediaEn),
      ok({ ...mediaEn, status: 'FULL', registeredCount: 120, signUp: { state: 'FULL', message: 'This event is full: no seats are left.' } }),
    );
    api.reply(`POST ${OPEN}/registrations`, errorReply(409, 'E409_INVITATION_FULL', 'This event is full: no seats are left.'));
    renderPortalAt('/m/en-US/news/invitations/closing-press-conference');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByText('120 of 120 taken')).toBeInTheDocument());
    expect(getToasts().map((toast) => toast.text)).toContain('This event is full: no seats are left.');
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('tells a buyer sign-up is for media', async () => {
    replyLoggedIn(api);
    api.reply(`GET ${OPEN}`, ok(buyerEn));
    renderPortalAt('/m/en-US/news/invitations/closing-press-conference');
    await screen.findByText('Sign-up is for media members only.');
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Media login' })).toBeNull();
  });

  it('speaks Chinese under zh-CN, times at UTC+8', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    api.reply(`GET ${OPEN}`, ok(visitorZh));
    renderPortalAt('/m/zh-CN/news/invitations/closing-press-conference');
    await screen.findByRole('heading', { level: 2, name: '秋季展闭幕新闻发布会' });
    expect(screen.getByText('请使用媒体账号登录后报名。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '媒体登录' })).toBeInTheDocument();
    expect(screen.getByText('活动时间')).toBeInTheDocument();
  });

  it('shows the 404 page for an invitation that does not exist', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    api.reply('GET /b2bshop/api/news/invitations/nothing', errorReply(404, 'E404_PRESS_INVITATION'));
    renderPortalAt('/m/en-US/news/invitations/nothing');
    await screen.findByText('This press invitation does not exist.');
  });
});
