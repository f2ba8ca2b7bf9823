import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import styles from './KeywordBox.module.css';

interface Props {
  /** The keyword the list is filtered by; remount the box (key) when it changes. */
  keyword: string;
  /** Names the box (placeholder and label). */
  label: MessageId;
  /** Gets the trimmed keyword; blank for none. */
  onKeyword(keyword: string): void;
}

/** A rounded search box with a red Search button that filters a list by keyword. */
export function KeywordBox({ keyword, label, onKeyword }: Props) {
  const intl = useIntl();
  const [typed, setTyped] = useState(keyword);
  return (
    <form
      role="search"
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        onKeyword(typed.trim());
      }}
    >
      <input
        className={styles.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={intl.formatMessage({ id: label })}
        aria-label={intl.formatMessage({ id: label })}
      />
      <button className={styles.submit} type="submit">
        <FormattedMessage id="shop-page.search" />
      </button>
    </form>
  );
}
