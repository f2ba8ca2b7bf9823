import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useHomeFlag } from '../../engine/home-page-config';
import { PASSWORD_RETRIEVE_HASH, passwordRetrieveUrl, registerPageUrl } from '../../platform/account-links';
import { useSession } from '../../platform/session';
import { AccountPageLayout } from './AccountPageLayout';
import { LoginForms } from './LoginForms';
import { PasswordRetrieveForm } from './PasswordRetrieveForm';
import { useAccountPage } from './use-account-page';
import { useFinishLogin } from './use-finish-login';
import { VisitorsOnly } from './VisitorsOnly';
import styles from './AccountForm.module.css';

/** Spec §2: /{lang}/login/mall/index — login, and with hash #/password-retrieve the password retrieve. */
export function LoginPage() {
  const page = useAccountPage();
  const { language, returnTo, requirement } = page;
  const location = useLocation();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin(page);
  const retrieving = location.hash === PASSWORD_RETRIEVE_HASH;
  // Someone logged in is told to log out first; the ways to other account pages are not for them.
  const loggedIn = useSession().status === 'authenticated';
  // Spec §4: the way to registration only while buyer registration is open.
  const registrationOpen = useHomeFlag(language, 'buyerRegistration') === true;
  const backToLogin = { pathname: location.pathname, search: location.search };

  return (
    <AccountPageLayout
      language={language}
      title={retrieving ? 'account.retrieve.title' : 'account.login.title'}
      backTo={returnTo}
      footer={
        loggedIn ? undefined : retrieving ? (
          <BackToLogin to={backToLogin} />
        ) : (
          registrationOpen && <RegisterInstead url={registerPageUrl(language, returnTo, requirement)} />
        )
      }
    >
      <VisitorsOnly homeUrl={`/m/${language}/`}>
        {retrieving ? (
          <PasswordRetrieveForm onDone={() => navigate(backToLogin, { replace: true })} />
        ) : (
          <>
            <LoginForms onLoggedIn={finishLogin} />
            <div className={styles.links}>
              <Link to={passwordRetrieveUrl(language, returnTo, requirement)}>
                <FormattedMessage id="account.login.forgotPassword" />
              </Link>
            </div>
          </>
        )}
      </VisitorsOnly>
    </AccountPageLayout>
  );
}

function BackToLogin({ to }: { to: { pathname: string; search: string } }) {
  return (
    <Link to={to} replace>
      <FormattedMessage id="account.retrieve.backToLogin" />
    </Link>
  );
}

function RegisterInstead({ url }: { url: string }) {
  return (
    <>
      <FormattedMessage id="account.login.noAccount" />
      <Link to={url}>
        <FormattedMessage id="account.login.register" />
      </Link>
    </>
  );
}
