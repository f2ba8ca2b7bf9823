import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PageNotice } from '../../ui/PageNotice';
import { useLanguage } from '../use-language';
import { ContentPageLayout } from './ContentPageLayout';
import styles from './ErrorPage.module.css';

// The query is anyone's to write: show a short plain-text excerpt of it, never markup.
const SHOWN_MESSAGE_LENGTH = 200;
const SHOWN_CODE = /^[A-Za-z0-9_.-]{1,40}$/;

/** /customPages/error?code=&message= (spec §2): what went wrong, in words, with the way home and back to search. */
export function ErrorPage() {
  const language = useLanguage();
  const intl = useIntl();
  const [query] = useSearchParams();
  const code = query.get('code') ?? '';
  const message = (query.get('message') ?? '').trim().slice(0, SHOWN_MESSAGE_LENGTH);
  return (
    <ContentPageLayout language={language} title={intl.formatMessage({ id: 'custom-page.error.title' })}>
      <PageNotice icon={<span className={styles.mark}>!</span>}>
        <strong className={styles.headline}>
          <FormattedMessage id="custom-page.error.headline" />
        </strong>
        {message || <FormattedMessage id="custom-page.error.fallback" />}
        {SHOWN_CODE.test(code) && (
          <span className={styles.code}>
            <FormattedMessage id="custom-page.error.code" values={{ code }} />
          </span>
        )}
      </PageNotice>
      <nav className={styles.ways}>
        <Link className={styles.primary} to={`/m/${language}/`}>
          <FormattedMessage id="page.backHome" />
        </Link>
        <Link className={styles.secondary} to={`/m/${language}/search`}>
          <FormattedMessage id="sitemap.group.search" />
        </Link>
      </nav>
    </ContentPageLayout>
  );
}
