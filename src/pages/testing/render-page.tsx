// For the pages' tests: the whole portal at one path for one viewer, the stand-in server answering the login
// status (and, for an account, the records the live session loads) as the real one would.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthApi } from '../../platform/session/testing/auth-api';
import { replyLoggedIn, type LoggedInAccount } from '../../platform/session/testing/logged-in-replies';
import { renderPortalAt } from './render-portal-at';

export interface PageViewer {
  /** The file's stand-in server (setUpAuthApi). */
  api: AuthApi;
  /** A visitor (the default) or a logged-in account. */
  session?: 'visitor' | LoggedInAccount;
}

export function renderPage(path: string, { api, session = 'visitor' }: PageViewer): QueryClient {
  if (session === 'visitor') api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
  else replyLoggedIn(api, session);
  return renderPortalAt(path);
}
