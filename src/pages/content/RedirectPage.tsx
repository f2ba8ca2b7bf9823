import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { confirmLeavingSite } from '../../platform/dialogs';
import { goToPage } from '../../platform/page-navigation';
import { redirectTargetOf } from '../../../common/redirect-target';
import block from '../../ui/ContentBlock.module.css';
import { useLanguage } from '../use-language';
import { ContentPageLayout } from './ContentPageLayout';
import styles from './RedirectPage.module.css';

/**
 * /customPages/redirect?url= (spec §2): a path of the portal opens at once; another site only once the visitor
 * confirms leaving (spec §8); a script, data or other non-web URL is refused with the reason.
 */
export function RedirectPage() {
  const language = useLanguage();
  const intl = useIntl();
  const [query] = useSearchParams();
  const target = redirectTargetOf(query.get('url'), window.location.origin);
  const [stayed, setStayed] = useState(false);
  const externalUrl = target.kind === 'external' ? target.url : undefined;
  const leave = useCallback(() => {
    if (externalUrl === undefined) return;
    void confirmLeavingSite().then((confirmed) => (confirmed ? goToPage(externalUrl) : setStayed(true)));
  }, [externalUrl]);
  // Asked once on arrival; the button asks again.
  useEffect(leave, [leave]);

  if (target.kind === 'internal') return <Navigate to={target.path} replace />;
  return (
    <ContentPageLayout language={language} title={intl.formatMessage({ id: 'custom-page.redirect.title' })}>
      <div className={`${block.block} ${styles.box}`} role={target.kind === 'refused' ? 'alert' : undefined}>
        {target.kind === 'refused' ? (
          <p>
            <FormattedMessage id={`custom-page.redirect.refused.${target.reason}`} />
          </p>
        ) : (
          <>
            <p>
              <FormattedMessage id={stayed ? 'custom-page.redirect.stayed' : 'custom-page.redirect.leaving'} values={{ host: target.host }} />
            </p>
            <button type="button" className={styles.primary} onClick={leave}>
              <FormattedMessage id="custom-page.redirect.continue" values={{ host: target.host }} />
            </button>
          </>
        )}
        <Link className={styles.home} to={`/m/${language}/`}>
          <FormattedMessage id="page.backHome" />
        </Link>
      </div>
    </ContentPageLayout>
  );
}
