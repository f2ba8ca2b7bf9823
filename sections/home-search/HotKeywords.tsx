import { FormattedMessage } from 'react-intl';
import styles from './View.module.css';

interface Props {
  keywords: readonly string[];
  onPick(keyword: string): void;
}

/** Hot keywords as chips; a tap searches for the keyword at once. */
export function HotKeywords({ keywords, onPick }: Props) {
  if (keywords.length === 0) return null;
  return (
    <div className={styles.hot}>
      <span className={styles.hotLabel}>
        <FormattedMessage id="home-search.hotKeywords" />
      </span>
      <ul className={styles.chips}>
        {keywords.map((keyword) => (
          <li key={keyword}>
            <button type="button" className={styles.chip} onClick={() => onPick(keyword)}>
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
