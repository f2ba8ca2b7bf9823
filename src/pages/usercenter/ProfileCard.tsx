import { FormattedMessage, useIntl } from 'react-intl';
import type { AuthenticatedSession } from '../../platform/session';
import { usePortalUser } from '../../platform/session/portal-user';
import { buyerTypeMessage } from './company-labels';
import styles from './ProfileCard.module.css';

/**
 * Who I am (issue 25): the member's name (spec §3), the role and, for a buyer, the buyer type (default
 * 'Domestic purchaser'), and the account's e-mail and phone (GET /member/api/users/self) once known.
 */
export function ProfileCard({ session }: { session: AuthenticatedSession }) {
  const intl = useIntl();
  const user = usePortalUser(session.id).data;
  const role = intl.formatMessage({ id: `account.role.${session.userType}` });
  const name = session.name?.trim() || role;
  const buyerType = session.userType === 'BUYER' ? session.member?.udfs.buyerType : undefined;
  const buyerTypeId = buyerType ? buyerTypeMessage(buyerType) : undefined;
  return (
    <section className={styles.card} aria-label={intl.formatMessage({ id: 'user-centre.profile' })}>
      <span className={styles.avatar} aria-hidden>
        {name.charAt(0).toUpperCase()}
      </span>
      <div className={styles.who}>
        <p className={styles.name}>{name}</p>
        <p className={styles.role}>
          {role}
          {buyerType && (
            <>
              {' · '}
              {buyerTypeId ? <FormattedMessage id={buyerTypeId} /> : buyerType}
            </>
          )}
        </p>
        {user && (user.email || user.phone) && (
          <dl className={styles.contact}>
            {user.email && (
              <div>
                <dt>
                  <FormattedMessage id="user-centre.email" />
                </dt>
                <dd>{user.email}</dd>
              </div>
            )}
            {user.phone && (
              <div>
                <dt>
                  <FormattedMessage id="user-centre.phone" />
                </dt>
                <dd>{user.phone}</dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </section>
  );
}
