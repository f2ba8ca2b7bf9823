// What a personal-centre action says when the server refuses it: a refusal of the role gates (login expired,
// not a buyer) gets its prompt (role-gates' showRefusal), any other failure the server's message or ours.
import type { GatedAction } from '../../platform/role-gates';
import { showRefusal } from '../../platform/role-gates';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { showToast } from '../../platform/toast';

export async function explainFailure(error: unknown, action: GatedAction, language: Language, fallback: string): Promise<void> {
  if (error instanceof RequestFailure && (await showRefusal(error, action, { language }))) return;
  showToast((error instanceof RequestFailure && error.errorMessage) || fallback);
}
