import { useId, type ReactElement, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../platform/i18n/messages';
import styles from './ReportForm.module.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: MessageId;
  /** What is wrong with the value, already in the page's language (the browser's check or the server's). */
  error: string | undefined;
  /** Under the box while there is no error. */
  hint?: ReactNode;
  /** The control, given the id and the ARIA links to its label and error. */
  children(control: ControlProps): ReactElement;
}

/** A labelled field of the report form with its message under it, the error next to the field it is about. */
export function ReportField({ label, error, hint, children }: Props) {
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
