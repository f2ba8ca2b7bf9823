import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PUBLIC_ROUTE_GROUPS, PUBLIC_ROUTES, publicRoutePath } from '../../../common/public-routes';
import block from '../../ui/ContentBlock.module.css';
import { useLanguage } from '../use-language';
import { ContentPageLayout } from './ContentPageLayout';
import styles from './SitemapPage.module.css';

/** /customPages/sitemap (spec §2 footer): every public page of the portal in the current language, by group. */
export function SitemapPage() {
  const language = useLanguage();
  const intl = useIntl();
  return (
    <ContentPageLayout language={language} title={intl.formatMessage({ id: 'footer.sitemap' })}>
      <p className={styles.intro}>
        <FormattedMessage id="sitemap.intro" />
      </p>
      {PUBLIC_ROUTE_GROUPS.map((group) => {
        const routes = PUBLIC_ROUTES.filter((route) => route.group === group);
        if (routes.length === 0) return null;
        return (
          <section key={group} className={block.block} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`} className={styles.group}>
              <FormattedMessage id={`sitemap.group.${group}`} />
            </h2>
            <ul className={styles.links}>
              {routes.map((route) => (
                <li key={route.path}>
                  <Link className={styles.link} to={publicRoutePath(route, language)}>
                    <FormattedMessage id={route.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </ContentPageLayout>
  );
}
