// After a media login or register: the notice of the reply (a media member, or an account awaiting
// verification) is shown, and the login goes on as the member login's does.
import { useCallback } from 'react';
import type { LoginStatus, MediaLoginReply } from '../../../common/generated/types';
import { showToast } from '../../platform/toast';

/** Wraps a media call so it answers the login status the account forms expect, showing the reply's notice. */
export function useMediaLogin<Input>(call: (input: Input) => Promise<MediaLoginReply>): (input: Input) => Promise<LoginStatus> {
  return useCallback(
    async (input: Input) => {
      const { loginStatus, notice } = await call(input);
      showToast(notice);
      return loginStatus;
    },
    [call],
  );
}
