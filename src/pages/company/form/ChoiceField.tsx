import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../common/i18n/messages';
import styles from './form.module.css';

interface Props<Value extends string> {
  label: MessageId;
  name: string;
  value: Value;
  choices: readonly { value: Value; label: MessageId }[];
  onChange(value: Value): void;
}

/** A labelled choice of a few options, each a radio button; one is always chosen. */
export function ChoiceField<Value extends string>({ label, name, value, choices, onChange }: Props<Value>) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>
        <FormattedMessage id={label} />
      </legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={choice.value === value ? `${styles.option} ${styles.chosen}` : styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <FormattedMessage id={choice.label} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
