import { FormattedMessage } from 'react-intl';
import styles from './HomeFooter.module.css';

export function HomeFooter() {
  return (
    <footer className={styles.footer}>
      <p className={styles.name}>
        <FormattedMessage id="brand.name" />
      </p>
      <p className={styles.line}>
        <FormattedMessage id="footer.copyright" values={{ year: 2026 }} />
      </p>
    </footer>
  );
}
