// Spec §7 and the issue-4 contract: the calls of the session, as the server spells them.
export const SESSION_PATHS = {
  loginStatus: '/api/auth/login/userinfo/public',
  member: '/member/api/members/self',
  user: '/member/api/users/self',
  siteTrader: '/member/api/siteTraders/self',
  agreeToTerms: '/api/auth/users/tos/agree',
  logout: '/public/api/o2oOverseaBuyer/logout',
  logoutFrame: '/logout/index',
  publicKey: '/api/auth/public-key',
  login: '/api/auth/login',
  loginWithCode: '/api/auth/login/code',
  codes: '/api/auth/codes',
  register: '/api/auth/register',
  mediaLogin: '/api/auth/media/login',
  mediaRegister: '/api/auth/media/register',
  retrievePassword: '/api/auth/password/retrieve',
  tokenRefresh: '/api/auth/token/refresh',
} as const;
