import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { customPageConfigName } from '../../platform/content-pages';
import { redirectTargetOf } from '../../platform/redirect-target';
import { ContentPage } from './ContentPage';
import styles from './RegisterSuccessPage.module.css';

const CONFIG = customPageConfigName('registerSuccess') ?? '';

/**
 * /customPages/registerSuccess?redirect= (spec §8's company completion route). The server has no call to complete
 * company information, so the page is content (operators edit the next steps) with a way on to where the buyer
 * was going — a path of the portal only.
 */
export function RegisterSuccessPage() {
  const [query] = useSearchParams();
  const target = redirectTargetOf(query.get('redirect'), window.location.origin);
  return (
    <ContentPage configName={CONFIG}>
      {target.kind === 'internal' && (
        <div className={styles.continue}>
          <Link className={styles.button} to={target.path}>
            <FormattedMessage id="custom-page.registerSuccess.continue" />
          </Link>
        </div>
      )}
    </ContentPage>
  );
}
