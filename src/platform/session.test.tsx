import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionProvider, useLogout, useSession, useSessionPending, userTypeOf, VISITOR } from './session';

describe('session', () => {
  it('is a visitor without a provider', () => {
    expect(renderHook(() => useSession()).result.current).toBe(VISITOR);
  });
  it('gives the provided session', () => {
    const buyer = { status: 'authenticated', id: 'u1', userType: 'BUYER', companyInfoCompleted: true } as const;
    const { result } = renderHook(() => useSession(), { wrapper: ({ children }) => <SessionProvider session={buyer}>{children}</SessionProvider> });
    expect(result.current).toBe(buyer);
  });
  it('is not pending and has no logout without a provider', () => {
    expect(renderHook(() => useSessionPending()).result.current).toBe(false);
    expect(renderHook(() => useLogout()).result.current).toBeUndefined();
  });
  it('gives the provider’s pending state and logout', () => {
    const logout = async () => undefined;
    const { result } = renderHook(() => [useSessionPending(), useLogout()] as const, {
      wrapper: ({ children }) => (
        <SessionProvider session={VISITOR} pending logout={logout}>
          {children}
        </SessionProvider>
      ),
    });
    expect(result.current).toEqual([true, logout]);
  });
  it('maps MEMBER to BUYER and refuses unknown types', () => {
    expect(userTypeOf('MEMBER')).toBe('BUYER');
    expect(userTypeOf('SELLER')).toBe('SELLER');
    expect(userTypeOf('ADMIN')).toBeUndefined();
  });
});
