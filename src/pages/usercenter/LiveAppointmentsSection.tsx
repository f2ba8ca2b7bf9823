import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { openDialog } from '../../platform/dialogs';
import type { Language } from '../../../common/language';
import { useCancelLiveAppointment, useMyLiveAppointments, type LiveAppointment } from '../../platform/lives/live-appointments';
import { liveListUrl, livePageUrl } from '../../platform/lives/live-pages';
import { showToast } from '../../platform/toast';
import { LiveStateBadge } from '../lives/LiveStateBadge';
import { LiveTime } from '../lives/LiveTime';
import { CentreSection } from './CentreSection';
import { explainFailure } from './explain-failure';
import { ListStates } from './ListStates';
import list from './CentreList.module.css';

/**
 * My live appointments (spec §4 Appointment Live / Reserved): each live's title (to its page), state and UTC+8
 * time; an upcoming one can be cancelled after a confirmation, a live one watched.
 */
export function LiveAppointmentsSection({ buyerId, language }: { buyerId: string; language: Language }) {
  const intl = useIntl();
  const appointments = useMyLiveAppointments(buyerId, language);
  const cancel = useCancelLiveAppointment(buyerId, language);

  const cancelBooking = async ({ id, live }: LiveAppointment) => {
    const outcome = await openDialog({
      title: 'common.notice',
      message: { id: 'lives.cancel.confirm', values: { title: live.title } },
      confirmLabel: 'lives.cancel.yes',
      cancelLabel: 'lives.cancel.keep',
    });
    if (outcome !== 'confirm') return;
    try {
      await cancel.mutateAsync(id);
      showToast(intl.formatMessage({ id: 'lives.cancel.done' }));
    } catch (error) {
      await explainFailure(error, 'appointment', language, intl.formatMessage({ id: 'lives.cancel.failed' }));
    }
  };

  return (
    <CentreSection
      title="user-centre.lives"
      action={
        <Link className={list.headLink} to={liveListUrl(language)}>
          <FormattedMessage id="user-centre.lives.browse" />
        </Link>
      }
    >
      <ListStates query={appointments}>
        {(items) => (
          <ul className={list.list}>
            {items.map((appointment) => {
              const { live } = appointment;
              return (
                <li key={appointment.id} className={list.item}>
                  <article className={list.body}>
                    <p className={list.title}>
                      <Link className={list.titleLink} to={livePageUrl(language, live.id)}>
                        {live.title}
                      </Link>
                    </p>
                    <span className={list.badge}>
                      <LiveStateBadge state={live.state} />
                    </span>
                    <p className={list.meta}>
                      <LiveTime live={live} language={language} />
                    </p>
                    {live.exhibitor && <p className={list.meta}>{live.exhibitor.name}</p>}
                  </article>
                  <div className={list.side}>
                    {live.state === 'UPCOMING' && (
                      <button
                        type="button"
                        className={list.smallButton}
                        disabled={cancel.isPending && cancel.variables === appointment.id}
                        aria-label={intl.formatMessage({ id: 'user-centre.lives.cancelNamed' }, { title: live.title })}
                        onClick={() => void cancelBooking(appointment)}
                      >
                        <FormattedMessage id="user-centre.lives.cancel" />
                      </button>
                    )}
                    {live.state === 'LIVE' && (
                      <Link className={list.smallButton} to={livePageUrl(language, live.id)}>
                        <FormattedMessage id="lives.watch" />
                      </Link>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListStates>
    </CentreSection>
  );
}
