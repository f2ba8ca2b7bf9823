// One send at a time per form. A refusal by the server was already shown by the HTTP client in the server's
// words (spec §8); anything else — no answer, an unreadable answer — gets the generic 'Request Error'.
import { useCallback, useState } from 'react';
import { translate } from '../../../common/i18n/messages';
import { getCurrentLanguage } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { showToast } from '../../platform/toast';

export function useFormSubmission(): [busy: boolean, submit: (send: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const submit = useCallback(async (send: () => Promise<void>) => {
    setBusy(true);
    try {
      await send();
    } catch (error) {
      if (!(error instanceof RequestFailure)) {
        console.warn('[account] the form could not be sent:', error);
        showToast(translate(getCurrentLanguage(), 'request.error'));
      }
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, submit];
}
