// After a login or a register: the page's cache learns the new status at once, and the transition page takes
// the person back to where they came from.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginStatus } from '../../../common/generated/types';
import { transitionPageUrl } from '../../platform/account-links';
import { takeBackUrl } from '../../platform/session/back-url';
import { sessionKeys } from '../../platform/session/keys';
import type { AccountPage } from './use-account-page';

export function useFinishLogin({ language, returnTo, requirement }: AccountPage): (status: LoginStatus) => void {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (status: LoginStatus) => {
      // The back-URL of the last logout is used up by this login, whether or not it was the way back.
      takeBackUrl();
      client.removeQueries({ queryKey: sessionKeys.account() });
      // One render for both: the page never shows 'You are currently logged in' to the person who just did.
      client.setQueryData(sessionKeys.loginStatus(), status);
      navigate(transitionPageUrl(language, returnTo, requirement), { replace: true });
    },
    [client, navigate, language, returnTo, requirement],
  );
}
