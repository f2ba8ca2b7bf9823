import { describe, expect, it } from 'vitest';
import { invitationStatus, signUpState } from './invitation-status.js';

describe('a press invitation’s status and sign-up', () => {
  const seats = { capacity: 2, registeredCount: 1, pastDeadline: false, status: 'OPEN' as const };

  it('is open while seats are left before the deadline, full at capacity, closed by the organiser or the deadline', () => {
    expect(invitationStatus(seats)).toBe('OPEN');
    expect(invitationStatus({ ...seats, registeredCount: 2 })).toBe('FULL');
    expect(invitationStatus({ ...seats, status: 'CLOSED' })).toBe('CLOSED');
    expect(invitationStatus({ ...seats, registeredCount: 2, pastDeadline: true })).toBe('CLOSED');
  });

  it('tells a registered member so first, then who may sign up, then why the event cannot take them', () => {
    expect(signUpState('FULL', 'MEDIA_MEMBER', true)).toBe('REGISTERED');
    expect(signUpState('OPEN', 'VISITOR', false)).toBe('LOGIN_REQUIRED');
    expect(signUpState('FULL', 'NOT_MEDIA', false)).toBe('NOT_MEDIA');
    expect(signUpState('CLOSED', 'MEDIA_MEMBER', false)).toBe('CLOSED');
    expect(signUpState('FULL', 'MEDIA_MEMBER', false)).toBe('FULL');
    expect(signUpState('OPEN', 'MEDIA_MEMBER', false)).toBe('AVAILABLE');
  });
});
