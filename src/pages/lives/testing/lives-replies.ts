// For the live pages' tests: the stand-in server's replies for the lives, their stored content pages and a
// buyer's reservations, and the time of the fixtures' day.
import type { Live, LiveAppointment } from '../../../../common/generated/types';
import { validateLive, validateLiveList } from '../../../../common/generated/validators.js';
import { checkReply } from '../../../platform/invalid-reply';
import type { AuthApi, FakeReply } from '../../../platform/session/testing/auth-api';
import liveHallEn from '../../../../fixtures/seed/page-configs.custom-live-hall.en-US.json';
import liveHallZh from '../../../../fixtures/seed/page-configs.custom-live-hall.zh-CN.json';
import liveListEn from '../../../../fixtures/seed/page-configs.custom-live-list.en-US.json';
import liveListZh from '../../../../fixtures/seed/page-configs.custom-live-list.zh-CN.json';

/** 2027-10-15 10:30 at UTC+8: the fixtures' lives 4001 and 4003 are on, 4002 and 4004 to come, 4005 over. */
export const FIXTURES_NOW = '2027-10-15T02:30:00Z';

export const LIVES = '/b2bshop/api/lives/public';
export const MY_APPOINTMENTS = 'GET /member/api/liveAppointments/self';
export const RESERVE = 'POST /member/api/liveAppointments';

export const ok = (body: unknown): FakeReply => ({ status: 200, body });

const CONTENT = {
  'custom-live-hall': { 'en-US': liveHallEn, 'zh-CN': liveHallZh },
  'custom-live-list': { 'en-US': liveListEn, 'zh-CN': liveListZh },
} as const;

export function replyVisitor(api: AuthApi): void {
  api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
}

/** The stored content of the live hall or list (the page configuration is asked for by name, in its language). */
export function replyContent(api: AuthApi, page: keyof typeof CONTENT, language: 'en-US' | 'zh-CN' = 'en-US'): void {
  api.reply(`GET /b2bshop/api/pageConfigs/public/${page}`, ok(CONTENT[page][language]));
}

/** A buyer's reservation of a live, as GET /member/api/liveAppointments/self lists it. */
export function appointmentOf(live: Live, id = `appt-${live.id}`): LiveAppointment {
  return { id, live, reservedAt: '2027-10-14 09:00:00' };
}

/** A fixture as the lives it holds, checked by the reply's schema (a JSON import widens state to string). */
export const livesOf = (fixture: unknown): readonly Live[] => checkReply(validateLiveList, fixture, 'live list fixture');
export const liveOf = (fixture: unknown): Live => checkReply(validateLive, fixture, 'live fixture');
