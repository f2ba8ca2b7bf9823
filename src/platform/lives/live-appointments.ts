// Issue 25, spec §4: Appointment Live → Reserved. A buyer's reservations come from GET
// /member/api/liveAppointments/self (so Reserved survives a reload), are made by POST /member/api/liveAppointments
// and cancelled by DELETE /member/api/liveAppointments/{id}. Only a buyer is asked (the server answers others
// 401/403); the pages turn a refusal into its prompt (role-gates' showRefusal), so no call toasts.
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Live, LiveAppointment, LiveReservation } from '../../../common/generated/types';
import { validateLiveAppointmentList, validateLiveReservation } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import type { Language } from '../../../common/language';
import { requestLazily } from '../lazy-request';
import { isNotFound } from '../request-failure';
import { nowAsWallTime } from '../../../common/wall-time';

export type { LiveAppointment };

const APPOINTMENTS = '/member/api/liveAppointments';

export const liveAppointmentKeys = {
  all: (accountId: string) => ['liveAppointments', accountId] as const,
  list: (accountId: string, language: Language) => [...liveAppointmentKeys.all(accountId), 'list', language] as const,
};

export async function fetchMyLiveAppointments(language: Language, signal?: AbortSignal): Promise<readonly LiveAppointment[]> {
  const reply = await requestLazily<unknown>({ url: `${APPOINTMENTS}/self`, params: { lang: language }, suppressErrorToast: true, signal });
  return checkReply(validateLiveAppointmentList, reply, 'live appointment list');
}

/** Reserves a live; reserving one already reserved answers the same reservation. */
export async function reserveLive(liveId: string): Promise<LiveReservation> {
  const reply = await requestLazily<unknown>({ method: 'POST', url: APPOINTMENTS, data: { liveId }, suppressErrorToast: true });
  return checkReply(validateLiveReservation, reply, 'live reservation');
}

export async function cancelLiveAppointment(id: string): Promise<void> {
  try {
    await requestLazily<unknown>({ method: 'DELETE', url: `${APPOINTMENTS}/${encodeURIComponent(id)}`, suppressErrorToast: true });
  } catch (error) {
    // Already cancelled (in another tab, or the personal centre): what the buyer asked for is done.
    if (!isNotFound(error)) throw error;
  }
}

/** The buyer's reservation of a live, if there is one. */
export function reservationOf(appointments: readonly LiveAppointment[] | undefined, liveId: string): LiveAppointment | undefined {
  return appointments?.find((appointment) => appointment.live.id === liveId);
}

/** The buyer's reservations, by the live's start; nothing is asked without a buyer (accountId). */
export function useMyLiveAppointments(accountId: string | undefined, language: Language): UseQueryResult<readonly LiveAppointment[]> {
  return useQuery({
    queryKey: liveAppointmentKeys.list(accountId ?? '', language),
    queryFn: ({ signal }) => fetchMyLiveAppointments(language, signal),
    enabled: accountId !== undefined,
  });
}

/** Appointment Live: the reservation is shown at once (Reserved), and the buyer's lists are read again. */
export function useReserveLive(accountId: string | undefined, language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (live: Live) => reserveLive(live.id),
    onSuccess: ({ id }, live) => {
      client.setQueryData<readonly LiveAppointment[]>(liveAppointmentKeys.list(accountId ?? '', language), (shown = []) =>
        reservationOf(shown, live.id) ? shown : [...shown, { id, live, reservedAt: nowAsWallTime() }],
      );
      return client.invalidateQueries({ queryKey: liveAppointmentKeys.all(accountId ?? '') });
    },
  });
}

/** Cancels a reservation (Reserved → Appointment Live); the buyer's lists are read again. */
export function useCancelLiveAppointment(accountId: string | undefined, language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) => cancelLiveAppointment(appointmentId),
    onSuccess: (_nothing, appointmentId) => {
      client.setQueryData<readonly LiveAppointment[]>(liveAppointmentKeys.list(accountId ?? '', language), (shown) =>
        shown?.filter((appointment) => appointment.id !== appointmentId),
      );
      return client.invalidateQueries({ queryKey: liveAppointmentKeys.all(accountId ?? '') });
    },
  });
}
