import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { companyCompletionUrl, personalCentreUrl } from '../../platform/account-links';
import { customPageConfigName } from '../../../common/content-pages';
import { redirectTargetOf } from '../../../common/redirect-target';
import { useLanguage } from '../use-language';
import { ContentPage } from './ContentPage';
import styles from './RegisterSuccessPage.module.css';

const CONFIG = customPageConfigName('registerSuccess') ?? '';

/**
 * /customPages/registerSuccess?redirect= (spec §8's company completion route): content (operators edit the next
 * steps), the way to the company information form (PUT /member/api/companyInfo/self, issue 25), which comes back
 * to ?redirect= once saved, and a way on to where the buyer was going — a path of the portal only.
 */
export function RegisterSuccessPage() {
  const language = useLanguage();
  const [query] = useSearchParams();
  const target = redirectTargetOf(query.get('redirect'), window.location.origin);
  const afterCompletion = target.kind === 'internal' ? target.path : personalCentreUrl('member', language);
  return (
    <ContentPage configName={CONFIG}>
      <div className={styles.continue}>
        <Link className={styles.button} to={companyCompletionUrl(language, afterCompletion)}>
          <FormattedMessage id="company.form.registerSuccess" />
        </Link>
        {target.kind === 'internal' && (
          <Link className={styles.secondary} to={target.path}>
            <FormattedMessage id="custom-page.registerSuccess.continue" />
          </Link>
        )}
      </div>
    </ContentPage>
  );
}
