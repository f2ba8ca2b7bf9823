// /report: POST /api/reports { type, target, description, email } → { reference }. A field the server refuses
// comes back as an E400_REPORT_FIELD item with the field's pointer, shown next to that field (no toast);
// any other failure toasts as usual.
import type { ProblemReportReceipt } from '../../../common/generated/types';
import { validateProblemReportReceipt } from '../../../common/generated/validators.js';
import { checkReply } from '../../platform/invalid-reply';
import { requestLazily } from '../../platform/lazy-request';
import type { ProblemReport, ProblemReportField } from '../../../common/problem-report';
import type { RequestFailure } from '../../platform/request-failure';

export const REPORT_FIELD_ERROR = 'E400_REPORT_FIELD';

const FIELDS: readonly ProblemReportField[] = ['type', 'target', 'description', 'email'];

export async function submitProblemReport(report: ProblemReport): Promise<ProblemReportReceipt> {
  const reply = await requestLazily<unknown>({ method: 'POST', url: '/api/reports', data: report, onError: (failure) => hasFieldErrors(failure) });
  return checkReply(validateProblemReportReceipt, reply, 'problem report receipt');
}

function hasFieldErrors(failure: RequestFailure): boolean {
  return failure.errorList.some((item) => item.errorCode === REPORT_FIELD_ERROR);
}

/** The server's message for each field it refused, by the pointer of its errorList item. */
export function reportFieldErrorsOf(failure: RequestFailure): Partial<Record<ProblemReportField, string>> {
  const errors: Partial<Record<ProblemReportField, string>> = {};
  for (const { errorCode, errorMessage, pointer } of failure.errorList) {
    const field = FIELDS.find((name) => pointer === `/${name}`);
    if (errorCode === REPORT_FIELD_ERROR && field) errors[field] = errorMessage;
  }
  return errors;
}
