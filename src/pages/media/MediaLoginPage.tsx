import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { loginPageUrl } from '../../platform/account-links';
import { mediaRegisterPath } from '../../platform/news-paths';
import { loginAsMedia } from '../../platform/session/media-auth-calls';
import { PasswordLoginForm } from '../login/PasswordLoginForm';
import { useAgreement } from '../login/use-agreement';
import { MediaAccountPage } from './MediaAccountPage';
import { useMediaLogin } from './use-media-login';
import styles from '../login/AccountForm.module.css';

const TO_REGISTER = { question: 'media-page.login.noAccount', label: 'media-page.login.register', to: mediaRegisterPath } as const;

/** Issue 9, spec §6: /m/{lang}/media/login — media accounts log in here, apart from buyers, and return to redirect_uri. */
export function MediaLoginPage() {
  const agreement = useAgreement();
  const logIn = useMediaLogin(loginAsMedia);
  return (
    <MediaAccountPage
      title="media-page.login.title"
      intro="media-page.login.intro"
      other={TO_REGISTER}
      form={(finishLogin, { language, returnTo }) => (
        <>
          <PasswordLoginForm agreement={agreement} onLoggedIn={finishLogin} logIn={logIn} />
          <div className={styles.links}>
            <Link to={loginPageUrl(language, returnTo)}>
              <FormattedMessage id="media-page.login.memberLogin" />
            </Link>
          </div>
        </>
      )}
    />
  );
}
