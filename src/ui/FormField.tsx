import { useId, type ReactElement, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../common/i18n/messages';
import styles from './FormField.module.css';

/** The one-line input style that fills a field's box. */
export const formFieldInputClass = styles.input;

/** What a field gives its control: the id its label names and the ARIA links to its message. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: MessageId;
  /** What is wrong with the value, in the page's language (the browser's check or the server's). */
  error: ReactNode | undefined;
  /** Under the box while there is no error. */
  hint?: ReactNode;
  /** The control and whatever sits beside it in the box, given the id and the ARIA links. */
  children(control: FieldControlProps): ReactElement;
}

/** A labelled field of a form with its message under it: the error next to the field it is about, else the hint. */
export function FormField({ label, error, hint, children }: Props) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <div className={error ? styles.boxInvalid : styles.box}>
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error || hint ? noteId : undefined })}
      </div>
      {error ? (
        <p className={styles.error} id={noteId} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p className={styles.hint} id={noteId}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
