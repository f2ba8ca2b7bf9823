import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LoginStatus } from '../../../common/generated/types';
import { useHomeFlag } from '../../engine/home-page-config';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { useSession } from '../../platform/session';
import { AccountPageLayout } from '../login/AccountPageLayout';
import { useAccountPage } from '../login/use-account-page';
import { useFinishLogin } from '../login/use-finish-login';
import { VisitorsOnly } from '../login/VisitorsOnly';
import { RegistrationClosed } from '../register/RegistrationClosed';
import styles from './MediaAccount.module.css';

interface Props {
  title: MessageId;
  /** Who the page is for, above the form. */
  intro: MessageId;
  /** The footer's way to the other media page: its question, its link's label, and where it leads. */
  other: { question: MessageId; label: MessageId; to(language: Language, returnTo: string): string };
  /** The page's form, which ends the login with `finishLogin`. */
  form(finishLogin: (status: LoginStatus) => void, page: { language: Language; returnTo: string }): ReactNode;
}

/**
 * The frame of the media's login and register (issue 9): the account pages' layout, for visitors only, closed
 * while the flag mask's media login bit is off (spec §4; the server gates both by it), returning to
 * redirect_uri once logged in.
 */
export function MediaAccountPage({ title, intro, other, form }: Props) {
  const page = useAccountPage();
  const { language, returnTo } = page;
  const finishLogin = useFinishLogin(page);
  const loggedIn = useSession().status === 'authenticated';
  const mediaLoginOpen = useHomeFlag(language, 'mediaLogin');
  return (
    <AccountPageLayout
      language={language}
      title={title}
      backTo={returnTo}
      footer={
        loggedIn ? undefined : (
          <>
            <FormattedMessage id={other.question} />
            <Link to={other.to(language, returnTo)}>
              <FormattedMessage id={other.label} />
            </Link>
          </>
        )
      }
    >
      <VisitorsOnly homeUrl={`/m/${language}/`}>
        {mediaLoginOpen === false ? (
          <RegistrationClosed message="auth.error.mediaLoginClosed" />
        ) : (
          <>
            <p className={styles.intro}>
              <FormattedMessage id={intro} />
            </p>
            {form(finishLogin, { language, returnTo })}
          </>
        )}
      </VisitorsOnly>
    </AccountPageLayout>
  );
}
