// Whether a press invitation takes sign-ups, and what one viewer is told about signing up.
import type { PressInvitation, PressSignUp } from '../../common/generated/types.js';
import type { InvitationRow } from './invitation-repository.js';

export type InvitationStatus = PressInvitation['status'];
export type SignUpState = PressSignUp['state'];

/** CLOSED by the organiser or past the registration deadline, FULL at capacity, else OPEN. */
export function invitationStatus(row: Pick<InvitationRow, 'status' | 'pastDeadline' | 'registeredCount' | 'capacity'>): InvitationStatus {
  if (row.status === 'CLOSED' || row.pastDeadline) return 'CLOSED';
  return row.registeredCount >= row.capacity ? 'FULL' : 'OPEN';
}

export type SignUpViewer = 'VISITOR' | 'NOT_MEDIA' | 'MEDIA_MEMBER';

/**
 * What the viewer's sign-up comes to, the first reason first: having signed up, then who they are (a
 * buyer is told sign-up is for media, whatever the seats), then the invitation's status.
 */
export function signUpState(status: InvitationStatus, viewer: SignUpViewer, registered: boolean): SignUpState {
  if (registered) return 'REGISTERED';
  if (viewer === 'VISITOR') return 'LOGIN_REQUIRED';
  if (viewer === 'NOT_MEDIA') return 'NOT_MEDIA';
  if (status === 'CLOSED') return 'CLOSED';
  return status === 'FULL' ? 'FULL' : 'AVAILABLE';
}
