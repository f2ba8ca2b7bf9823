import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../common/i18n/messages';
import { FormField } from '../../../ui/FormField';
import { characterCount } from './field-message';
import { FieldText } from './FieldText';
import type { FieldBinding } from './use-field-form';
import styles from './form.module.css';

interface Props {
  label: MessageId;
  binding: FieldBinding;
  /** The most characters the field takes; the counter under it counts towards it. */
  maxLength: number;
  placeholder?: MessageId;
}

/** A labelled text area with a counter of its characters (red past the limit); its error under it. */
export function TextAreaField({ label, binding, maxLength, placeholder }: Props) {
  const intl = useIntl();
  const count = characterCount(binding.value.trim());
  return (
    <div className={styles.textArea}>
      <FormField label={label} error={binding.error && <FieldText message={binding.error} />}>
        {(control) => (
          <textarea
            {...control}
            className={styles.area}
            rows={6}
            value={binding.value}
            onChange={(event) => binding.onValue(event.target.value)}
            onBlur={binding.onBlur}
            placeholder={placeholder ? intl.formatMessage({ id: placeholder }) : undefined}
          />
        )}
      </FormField>
      <p className={count > maxLength ? `${styles.counter} ${styles.over}` : styles.counter} aria-live="polite">
        <FormattedMessage id="company.form.counter" values={{ count, max: maxLength }} />
      </p>
    </div>
  );
}
