import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { loginPageUrl } from '../../platform/account-links';
import { useSavedECatalogs } from './saved-ecatalogs';
import { useSession, useSessionPending } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { ECatalogGrid } from './ECatalogGrid';
import styles from './MyCatalogPage.module.css';

/**
 * Spec §2: /m/{lang}/catalogList (myCatalog) — the catalogues the logged-in buyer saved, most recent first.
 * A visitor is asked to log in (and comes back here); another account is told only buyers keep catalogues.
 */
export function MyCatalogPage() {
  const language = useLanguage();
  const intl = useIntl();
  const location = useLocation();
  const session = useSession();
  const sessionPending = useSessionPending();
  const buyerId = session.status === 'authenticated' && session.userType === 'BUYER' ? session.id : undefined;
  const catalogs = useSavedECatalogs(buyerId, language);
  return (
    <CatalogPageLayout language={language} title="my-catalog.title">
      {sessionPending ? (
        <ListLoading />
      ) : session.status !== 'authenticated' ? (
        <section className={styles.notice} role="status">
          <p className={styles.text}>
            <FormattedMessage id="auth.visitorNotice" />
          </p>
          <Link className={styles.login} to={loginPageUrl(language, `${location.pathname}${location.search}`, 'favorite')}>
            <FormattedMessage id="auth.signIn" />
          </Link>
        </section>
      ) : buyerId === undefined ? (
        <section className={styles.notice} role="status">
          <p className={styles.text}>
            <FormattedMessage id="buyerOnly.favorite" />
          </p>
        </section>
      ) : (
        <ECatalogGrid state={catalogs} label={intl.formatMessage({ id: 'my-catalog.title' })} language={language} />
      )}
    </CatalogPageLayout>
  );
}
