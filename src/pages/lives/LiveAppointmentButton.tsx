import { FormattedMessage, useIntl } from 'react-intl';
import { useHomeFlag } from '../../engine/home-page-config';
import { openDialog } from '../../platform/dialogs';
import type { Language } from '../../../common/language';
import { reservationOf, useCancelLiveAppointment, useMyLiveAppointments, useReserveLive, type LiveAppointment } from '../../platform/lives/live-appointments';
import type { Live } from '../../platform/lives/lives';
import { RequestFailure } from '../../platform/request-failure';
import { passBuyerGate, showRefusal, type GatePages } from '../../platform/role-gates';
import { useSession, useSessionPending } from '../../platform/session';
import { showToast } from '../../platform/toast';
import styles from './LiveAppointmentButton.module.css';

/**
 * Spec §4: Appointment Live / Reserved on an upcoming live. Booking is a buyer action that needs company
 * information (spec §5, §8): a visitor is asked to log in, a non-buyer told the spec's appointment message, a
 * buyer without company asked to complete it. Reserved comes from the buyer's reservations, so it survives a
 * reload; tapping it offers to cancel.
 */
export function LiveAppointmentButton({ live, language }: { live: Live; language: Language }) {
  const intl = useIntl();
  const session = useSession();
  const sessionPending = useSessionPending();
  // Spec §4: the login prompt offers to register only while buyer registration is open (unknown: open).
  const registrationOpen = useHomeFlag(language, 'buyerRegistration') !== false;
  const buyerId = session.status === 'authenticated' && session.userType === 'BUYER' ? session.id : undefined;
  const appointments = useMyLiveAppointments(buyerId, language);
  const reserve = useReserveLive(buyerId, language);
  const cancel = useCancelLiveAppointment(buyerId, language);
  const reservation = reservationOf(appointments.data, live.id);
  const pages: GatePages = { language, registrationOpen };

  /** A refusal of the server gets its gate's prompt; any other failure says what went wrong. */
  const explain = async (error: unknown, fallback: 'lives.reserve.failed' | 'lives.cancel.failed') => {
    if (error instanceof RequestFailure && (await showRefusal(error, 'appointment', pages))) return;
    showToast((error instanceof RequestFailure && error.errorMessage) || intl.formatMessage({ id: fallback }));
  };

  const book = async () => {
    if (!(await passBuyerGate(session, 'appointment', pages))) return;
    try {
      await reserve.mutateAsync(live);
      showToast(intl.formatMessage({ id: 'lives.reserve.done' }, { title: live.title }));
    } catch (error) {
      await explain(error, 'lives.reserve.failed');
    }
  };

  const unbook = async (appointment: LiveAppointment) => {
    const outcome = await openDialog({
      title: 'common.notice',
      message: { id: 'lives.cancel.confirm', values: { title: live.title } },
      confirmLabel: 'lives.cancel.yes',
      cancelLabel: 'lives.cancel.keep',
    });
    if (outcome !== 'confirm') return;
    try {
      await cancel.mutateAsync(appointment.id);
      showToast(intl.formatMessage({ id: 'lives.cancel.done' }));
    } catch (error) {
      await explain(error, 'lives.cancel.failed');
    }
  };

  return (
    <button
      type="button"
      className={reservation ? `${styles.book} ${styles.reserved}` : styles.book}
      aria-pressed={reservation !== undefined}
      disabled={sessionPending || reserve.isPending || cancel.isPending || (buyerId !== undefined && appointments.isPending)}
      onClick={() => void (reservation ? unbook(reservation) : book())}
    >
      <FormattedMessage id={reservation ? 'lives.reserved' : 'lives.appointment'} />
    </button>
  );
}
