import { FormattedMessage, useIntl } from 'react-intl';
import type { ProblemReportReceipt } from '../../../common/generated/types';
import { PROBLEM_REPORT_TYPES, REPORT_DESCRIPTION_MAX, REPORT_EMAIL_MAX, REPORT_TARGET_MAX, type ProblemReport } from '../../../common/problem-report';
import { FormField } from '../../ui/FormField';
import { SubmitButton } from '../login/SubmitButton';
import { useReportForm } from './use-report-form';
import styles from './ReportForm.module.css';

interface Props {
  initial: ProblemReport;
  onReceived(receipt: ProblemReportReceipt): void;
}

/** /report: what kind of problem, about which exhibitor or product, what it is, and how to reach the reporter. */
export function ReportForm({ initial, onReceived }: Props) {
  const intl = useIntl();
  const { report, errors, sending, change, submit } = useReportForm(initial, onReceived);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField label="report-page.type" error={errors.type}>
        {(control) => (
          <select {...control} className={styles.select} value={report.type} onChange={(event) => change('type', event.target.value)}>
            {PROBLEM_REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage({ id: `report-page.type.${type}` })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="report-page.target" error={errors.target} hint={<FormattedMessage id="report-page.targetHint" />}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            autoComplete="off"
            maxLength={REPORT_TARGET_MAX}
            value={report.target}
            onChange={(event) => change('target', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="report-page.description"
        error={errors.description}
        hint={<FormattedMessage id="report-page.descriptionCount" values={{ count: report.description.trim().length, max: REPORT_DESCRIPTION_MAX }} />}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            maxLength={REPORT_DESCRIPTION_MAX}
            value={report.description}
            onChange={(event) => change('description', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="report-page.email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="email"
            autoComplete="email"
            maxLength={REPORT_EMAIL_MAX}
            value={report.email}
            onChange={(event) => change('email', event.target.value)}
          />
        )}
      </FormField>
      <SubmitButton label="report-page.submit" busy={sending} />
    </form>
  );
}
