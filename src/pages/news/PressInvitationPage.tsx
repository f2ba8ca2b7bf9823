import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { PressInvitation } from '../../../common/generated/types';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { usePressInvitation } from './news';
import { useSession, useSessionPending } from '../../platform/session';
import { formatDateTime } from '../../../common/wall-time';
import { RecordStates } from '../RecordStates';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { SignUpPanel } from './SignUpPanel';
import styles from './PressInvitationPage.module.css';

/**
 * Issue 9: /m/{lang}/news/invitations/{id} — a press invitation and its sign-up for media members; anyone else
 * is told why they cannot sign up. The invitation is asked for once the login status is known, so the answer
 * is for the right viewer (and a visitor's page makes no call that is refused).
 */
export function PressInvitationPage() {
  const language = useLanguage();
  const { id = '' } = useParams();
  const session = useSession();
  const pending = useSessionPending();
  const viewerId = pending ? undefined : session.status === 'authenticated' ? session.id : null;
  const invitation = usePressInvitation(id, language, viewerId);
  return (
    <CatalogPageLayout language={language} title="invitation.title">
      <RecordStates query={invitation} notFound="invitation.notFound">
        {(loaded) => (
          <main>
            <InvitationDetails invitation={loaded} language={language} />
            <SignUpPanel invitation={loaded} language={language} viewerId={viewerId ?? null} />
          </main>
        )}
      </RecordStates>
    </CatalogPageLayout>
  );
}

/** The invitation's facts as visitors see them (the operators' page previews it too). */
export function InvitationDetails({ invitation, language }: { invitation: PressInvitation; language: Language }) {
  const wallTime = (time: string) => <FormattedMessage id="invitation.wallTime" values={{ time: formatDateTime(time, language) }} />;
  const rows: readonly [MessageId, ReactNode][] = [
    ['invitation.eventTime', wallTime(invitation.eventTime)],
    ['invitation.place', invitation.place],
    ['invitation.deadline', wallTime(invitation.registrationDeadline)],
    [
      'invitation.seats',
      <FormattedMessage
        id="invitation.seatsTaken"
        values={{
          registered: invitation.registeredCount,
          capacity: invitation.capacity,
        }}
      />,
    ],
  ];
  return (
    <section className={styles.details}>
      <span className={`${styles.status} ${styles[invitation.status]}`}>
        <FormattedMessage id={`invitation.status.${invitation.status}`} />
      </span>
      <h2 className={styles.title}>{invitation.title}</h2>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
