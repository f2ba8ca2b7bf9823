import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useHomePageConfig } from '../../engine/home-page-config';
import type { FooterAppStore, FooterAppStoreLink } from '../../../common/generated/types';
import { footerAppStoresOf } from '../../../sections/footer/selectors';
import type { MessageId } from '../../../common/i18n/messages';
import { continuePathOf, pagePath } from '../../../common/pages';
import { AppStoreIcon } from '../../ui/AppStoreIcon';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { PortalLink } from '../../ui/PortalLink';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { DownloadQrCode } from './DownloadQrCode';
import styles from './DownloadPage.module.css';

const storeName = (store: FooterAppStore): MessageId => `footer.store.${store}`;

/** The app's store links, as the live home configuration's footer lists them (operators edit them there). */
function useAppStores(): { stores: readonly FooterAppStoreLink[] | undefined; failed: boolean; reload(): void } {
  const language = useLanguage();
  const config = useHomePageConfig(language);
  const stores = config.data === undefined ? undefined : footerAppStoresOf(config.data);
  return { stores, failed: config.isError, reload: () => void config.refetch() };
}

/**
 * Spec §2: /m/{lang}/download — the app, its store links, and a QR code of this page to open it on a phone. A
 * navigation forced here (common/pages.ts navigationPath) brings its page as ?page=, offered to continue to.
 */
export function DownloadPage() {
  const language = useLanguage();
  const { stores, failed, reload } = useAppStores();
  const [params] = useSearchParams();
  const continuePath = continuePathOf(params.get('page'));
  return (
    <CatalogPageLayout language={language} title="download-page.title">
      <section className={styles.hero}>
        <h2 className={styles.name}>
          <FormattedMessage id="brand.name" />
        </h2>
        <p className={styles.tagline}>
          <FormattedMessage id="download-page.tagline" />
        </p>
      </section>
      {failed ? (
        <LoadFailed onReload={reload} />
      ) : stores === undefined ? (
        <ListLoading />
      ) : stores.length === 0 ? (
        <p className={styles.none}>
          <FormattedMessage id="download-page.noStores" />
        </p>
      ) : (
        <ul className={styles.stores}>
          {stores.map((link) => (
            <li key={link.store}>
              <PortalLink to={link.url} newTab className={styles.store}>
                <AppStoreIcon store={link.store} size={26} />
                <FormattedMessage id={storeName(link.store)} />
              </PortalLink>
            </li>
          ))}
        </ul>
      )}
      {continuePath && (
        <PortalLink to={continuePath} className={styles.continue}>
          <FormattedMessage id="download-page.continue" />
        </PortalLink>
      )}
      <section className={styles.scan}>
        <DownloadQrCode url={`${window.location.origin}${pagePath('download', { language })}`} />
        <p className={styles.scanText}>
          <FormattedMessage id="download-page.scan" />
        </p>
      </section>
    </CatalogPageLayout>
  );
}
