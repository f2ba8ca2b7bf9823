import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { loginPageUrl, registerPageUrl } from '../../platform/account-links';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import type { CentreAccess } from './centre-access';
import styles from './AccessNotice.module.css';

export interface AccessTexts {
  /** Why the page is not the person's, when they have one of their own elsewhere. */
  elsewhere: MessageId;
  /** The link to theirs. */
  openOwn: MessageId;
  /** Why the person's role has none (groups, employees); by default that they have no personal centre. */
  none?: MessageId;
}

interface Props {
  access: Exclude<CentreAccess, { kind: 'own' }>;
  language: Language;
  texts: AccessTexts;
}

/**
 * In place of a page that is not the person's, the next step (issue 25: never a dead end): a visitor gets spec
 * §5's login notice with Sign In and Register (both coming back here), anyone else the way to their own.
 */
export function AccessNotice({ access, language, texts }: Props) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <section className={styles.notice} role="status">
      {access.kind === 'visitor' ? (
        <>
          <p className={styles.text}>
            <FormattedMessage id="auth.visitorNotice" />
          </p>
          <div className={styles.actions}>
            <Link className={styles.primary} to={loginPageUrl(language, here)}>
              <FormattedMessage id="auth.signIn" />
            </Link>
            <Link className={styles.secondary} to={registerPageUrl(language, here)}>
              <FormattedMessage id="auth.register" />
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.text}>
            <FormattedMessage id={access.kind === 'elsewhere' ? texts.elsewhere : (texts.none ?? 'user-centre.none')} />
          </p>
          <Link className={styles.primary} to={access.kind === 'elsewhere' ? access.own : access.workbench}>
            <FormattedMessage id={access.kind === 'elsewhere' ? texts.openOwn : 'user-centre.openWorkbench'} />
          </Link>
        </>
      )}
    </section>
  );
}
