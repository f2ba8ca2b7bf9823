import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { PressInvitation } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { useInvitationSignUp } from './news';
import { mediaLoginPath, mediaRegisterPath } from '../../platform/news-paths';
import styles from './PressInvitationPage.module.css';

interface Props {
  invitation: PressInvitation;
  language: Language;
  /** The logged-in account; null for a visitor. */
  viewerId: string | null;
}

/**
 * What the viewer can do about the invitation, in the server's words (signUp.message): a media member signs
 * up (and is told it worked); a visitor is asked to log in with a media account; a buyer is told sign-up is
 * for media; a full or closed invitation says so.
 */
export function SignUpPanel({ invitation, language, viewerId }: Props) {
  const signUp = useInvitationSignUp(invitation.id, language, viewerId);
  const { state, message } = invitation.signUp;
  const welcome = state === 'AVAILABLE' || state === 'REGISTERED';
  return (
    <section className={welcome ? styles.panel : `${styles.panel} ${styles.refused}`}>
      <p className={welcome ? `${styles.message} ${styles.welcome}` : styles.message} role="status">
        {signUp.isSuccess ? <FormattedMessage id="invitation.signedUp" /> : message}
      </p>
      {state === 'AVAILABLE' && (
        <button type="button" className={styles.signUp} disabled={signUp.isPending} aria-busy={signUp.isPending} onClick={() => signUp.mutate()}>
          <FormattedMessage id="invitation.signUp" />
        </button>
      )}
      {state === 'LOGIN_REQUIRED' && <MediaAccountLinks language={language} />}
    </section>
  );
}

function MediaAccountLinks({ language }: { language: Language }) {
  const { pathname } = useLocation();
  return (
    <div className={styles.accountLinks}>
      <Link className={styles.login} to={mediaLoginPath(language, pathname)}>
        <FormattedMessage id="invitation.mediaLogin" />
      </Link>
      <Link className={styles.register} to={mediaRegisterPath(language, pathname)}>
        <FormattedMessage id="invitation.mediaRegister" />
      </Link>
    </div>
  );
}
