// What a form does with a failed send: the server's refusal at the field it names, else above the button. A
// refusal of the role gate (logged out meanwhile, not a buyer, no company) means the page's session was out of
// date: it is read again, and the page then shows what stands in the way, in place. No answer, a server error or
// an unreadable reply is a toast (spec §8: the server's message, else the generic 'Request Error').
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODE_COMPANY_INFO_INCOMPLETE, ERROR_CODE_LOGIN_REQUIRED, ERROR_CODE_NOT_BUYER, ERROR_CODE_SESSION_EXPIRED } from '../../../common/constants';
import { translate } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { sessionKeys } from '../../platform/session/keys';
import { showToast } from '../../platform/toast';
import type { FieldMessage } from './form/field-message';
import { refusedField } from './form/refused-field';

const GATE_REFUSALS: ReadonlySet<string | undefined> = new Set([
  ERROR_CODE_LOGIN_REQUIRED,
  ERROR_CODE_SESSION_EXPIRED,
  ERROR_CODE_NOT_BUYER,
  ERROR_CODE_COMPANY_INFO_INCOMPLETE,
]);

export interface RefusalTargets<Field extends string> {
  fields: readonly Field[];
  showAt(field: Field, message: FieldMessage): void;
  showAboveSubmit(message: FieldMessage): void;
}

export function useFormRefusal<Field extends string>(language: Language, { fields, showAt, showAboveSubmit }: RefusalTargets<Field>) {
  const client = useQueryClient();
  return async (error: unknown): Promise<void> => {
    if (!(error instanceof RequestFailure)) {
      console.warn('[form] the form could not be sent:', error);
      showToast(translate(language, 'request.error'));
      return;
    }
    if (error.status >= 500 || !error.errorMessage) {
      showToast(error.errorMessage || translate(language, 'request.error'));
      return;
    }
    if (GATE_REFUSALS.has(error.errorCode)) {
      showToast(error.errorMessage);
      await client.invalidateQueries({ queryKey: sessionKeys.all });
      return;
    }
    const field = refusedField(error, fields);
    if (field) showAt(field, { text: error.errorMessage });
    else showAboveSubmit({ text: error.errorMessage });
  };
}
