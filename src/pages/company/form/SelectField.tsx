import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../common/i18n/messages';
import { FormField } from '../../../ui/FormField';
import { FieldText } from './FieldText';
import type { FieldBinding } from './use-field-form';
import styles from './form.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  label: MessageId;
  binding: FieldBinding;
  options: readonly SelectOption[];
}

/** A labelled select that starts on 'Please select' (spec §9 label): nothing is chosen for the person. */
export function SelectField({ label, binding, options }: Props) {
  const intl = useIntl();
  return (
    <FormField label={label} error={binding.error && <FieldText message={binding.error} />}>
      {(control) => (
        <select {...control} className={styles.select} value={binding.value} onChange={(event) => binding.onValue(event.target.value)} onBlur={binding.onBlur}>
          <option value="">{intl.formatMessage({ id: 'select.placeholder' })}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
