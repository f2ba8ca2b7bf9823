import { useIntl } from 'react-intl';
import { fieldOf, type ConfigError } from './config-errors';
import styles from './OperatorPage.module.css';

/** The validation errors of one row (or of the page): the field, then what is wrong with it. */
export function ErrorList({ errors }: { errors: readonly ConfigError[] }) {
  const intl = useIntl();
  if (errors.length === 0) return null;
  return (
    <ul className={styles.errors} aria-label={intl.formatMessage({ id: 'operator.errors' })}>
      {errors.map((error, index) => {
        const field = fieldOf(error.pointer);
        return (
          <li key={`${error.pointer}|${index}`}>
            {field && <code className={styles.field}>{field}</code>} {error.message}
          </li>
        );
      })}
    </ul>
  );
}
