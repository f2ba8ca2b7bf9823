import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import styles from './FilterSelect.module.css';

interface Props<Value extends string> {
  label: MessageId;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  /** undefined for 'Please select': no value, no filter. */
  onChange(value: Value | undefined): void;
}

/** One filter of a result list: a labelled select whose first choice, 'Please select', filters nothing. */
export function FilterSelect<Value extends string>({ label, value, options, onChange }: Props<Value>) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.filter}>
      <label className={styles.label} htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
      >
        <option value="">{intl.formatMessage({ id: 'select.placeholder' })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
