import { useIntl } from 'react-intl';
import styles from './CloseButton.module.css';

/** The round × of a dialog or a tip, named 'Close' in the page language. Its place comes from `className`. */
export function CloseButton({ onClick, className }: { onClick(): void; className?: string }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={className ? `${styles.close} ${className}` : styles.close}
      aria-label={intl.formatMessage({ id: 'common.close' })}
      onClick={onClick}
    >
      <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden>
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </button>
  );
}
