import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHomeFlag } from '../../engine/home-page-config';
import { loginPageUrl } from '../../platform/account-links';
import { useSession } from '../../platform/session';
import { AccountPageLayout } from '../login/AccountPageLayout';
import { useAccountPage } from '../login/use-account-page';
import { useFinishLogin } from '../login/use-finish-login';
import { VisitorsOnly } from '../login/VisitorsOnly';
import { RegisterForm } from './RegisterForm';
import { RegistrationClosed } from './RegistrationClosed';

/** Spec §2: /{lang}/register/index — buyer registration; the new buyer is logged in and returns to redirect_uri. */
export function RegisterPage() {
  const page = useAccountPage();
  const { language, returnTo, requirement } = page;
  const finishLogin = useFinishLogin(page);
  const loggedIn = useSession().status === 'authenticated';
  // Spec §4: the flag mask's buyer registration bit; the form waits until it is known.
  const registrationOpen = useHomeFlag(language, 'buyerRegistration');
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
        {registrationOpen === false ? <RegistrationClosed /> : <RegisterForm onRegistered={finishLogin} />}
      </VisitorsOnly>
    </AccountPageLayout>
  );
}
