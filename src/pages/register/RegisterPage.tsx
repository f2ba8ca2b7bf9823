import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { loginPageUrl } from '../../platform/account-links';
import { useSession } from '../../platform/session';
import { AccountPageLayout } from '../login/AccountPageLayout';
import { useAccountPage } from '../login/use-account-page';
import { useFinishLogin } from '../login/use-finish-login';
import { VisitorsOnly } from '../login/VisitorsOnly';
import { RegisterForm } from './RegisterForm';

/** Spec §2: /{lang}/register/index — buyer registration; the new buyer is logged in and returns to redirect_uri. */
export function RegisterPage() {
  const page = useAccountPage();
  const { language, returnTo, requirement } = page;
  const finishLogin = useFinishLogin(page);
  const loggedIn = useSession().status === 'authenticated';
  return (
    <AccountPageLayout
      language={language}
      title="account.register.title"
      backTo={returnTo}
      footer={
        loggedIn ? undefined : (
          <>
            <FormattedMessage id="account.register.haveAccount" />
            <Link to={loginPageUrl(language, returnTo, requirement)}>
              <FormattedMessage id="account.register.login" />
            </Link>
          </>
        )
      }
    >
      <VisitorsOnly homeUrl={`/m/${language}/`}>
        <RegisterForm onRegistered={finishLogin} />
      </VisitorsOnly>
    </AccountPageLayout>
  );
}
