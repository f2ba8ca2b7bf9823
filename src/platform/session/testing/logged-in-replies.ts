// For page tests: the stand-in server's replies for a logged-in buyer account — the login status and the
// account's member, company and user records the live session loads after it.
import type { Language, LoginStatus } from '../../../../common/generated/types';
import { errorReply, type AuthApi, type FakeReply } from './auth-api';

type RawUserType = Extract<LoginStatus, { isAuthenticated: true }>['userType'];

export interface LoggedInAccount {
  /** As stored: MEMBER is possible (the browser maps it to BUYER). */
  userType?: RawUserType;
  language?: Language;
  mediaMember?: boolean;
  /** False: the account has no company yet (siteTraders/self answers E214009005). */
  company?: boolean;
}

const ok = (body: unknown): FakeReply => ({ status: 200, body });

export function replyLoggedIn(api: AuthApi, { userType = 'MEMBER', language = 'en-US', mediaMember = false, company = true }: LoggedInAccount = {}): void {
  api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: true, id: 'acc-buyer', userType, language }));
  api.reply('GET /member/api/members/self', ok({ id: 'm1', name: 'Alex Buyer', udfs: { buyerType: 'Overseas purchaser', whetherToViewAllExhibits: 'N' } }));
  api.reply(
    'GET /member/api/siteTraders/self',
    company ? ok({ id: 'st1', name: 'Alex Trading', isGroup: 'N', isSeller: 'N', isBuyer: 'Y', mediaEnterprise: false }) : errorReply(404, 'E214009005'),
  );
  api.reply('GET /member/api/users/self', ok({ id: 'acc-buyer', email: 'buyer@demo.fair', phone: null, userType, language, termsAgreed: true, mediaMember }));
}
