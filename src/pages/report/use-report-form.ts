import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProblemReportReceipt } from '../../../common/generated/types';
import {
  problemReportErrors,
  REPORT_DESCRIPTION_MAX,
  REPORT_DESCRIPTION_MIN,
  type ProblemReport,
  type ProblemReportField,
} from '../../../common/problem-report';
import { reportFieldErrorsOf, submitProblemReport } from './problem-report-call';
import { RequestFailure } from '../../platform/request-failure';

export type ReportFieldErrors = Partial<Record<ProblemReportField, string>>;

/**
 * The report form's state: its fields, each field's error (the browser's check first, then the server's), and
 * sending. A field's error clears as soon as it is edited.
 */
export function useReportForm(initial: ProblemReport, onReceived: (receipt: ProblemReportReceipt) => void) {
  const intl = useIntl();
  const [report, setReport] = useState(initial);
  const [errors, setErrors] = useState<ReportFieldErrors>({});
  const [sending, setSending] = useState(false);
  const change = (field: ProblemReportField, value: string) => {
    setReport((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const submit = async () => {
    const found = Object.entries(problemReportErrors(report)).map(([field, id]) => [
      field,
      intl.formatMessage({ id }, { min: REPORT_DESCRIPTION_MIN, max: REPORT_DESCRIPTION_MAX }),
    ]);
    if (found.length > 0) {
      setErrors(Object.fromEntries(found) as ReportFieldErrors);
      return;
    }
    setSending(true);
    try {
      onReceived(await submitProblemReport(report));
    } catch (error) {
      // Other failures have toasted already (the request's default).
      if (error instanceof RequestFailure) setErrors(reportFieldErrorsOf(error));
    } finally {
      setSending(false);
    }
  };
  return { report, errors, sending, change, submit };
}
