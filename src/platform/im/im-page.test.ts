import { afterEach, describe, expect, it, vi } from 'vitest';
import { imSubsiteOf } from './im-paths';
import { instantMessagePageUrl, openInstantMessagePage } from './im-page';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the instant-message page (spec §2, §6)', () => {
  it('lives at /{subSite}/instantmessageself/index, with to, structure and clue when given', () => {
    expect(instantMessagePageUrl('member')).toBe('/member/instantmessageself/index');
    expect(instantMessagePageUrl('seller', { to: 'u 1', structure: 'shop', clue: 'Y' })).toBe(
      '/seller/instantmessageself/index?to=u%201&structure=shop&clue=Y',
    );
    expect(instantMessagePageUrl('member', { to: 'u1', clue: '' })).toBe('/member/instantmessageself/index?to=u1');
  });

  it('opens in the named window', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openInstantMessagePage('/member/instantmessageself/index?to=u1');
    expect(open).toHaveBeenCalledWith('/member/instantmessageself/index?to=u1', 'instantmessage');
  });

  it('is for buyers (members count as buyers) and sellers only', () => {
    expect([imSubsiteOf('BUYER'), imSubsiteOf('SELLER'), imSubsiteOf('GROUP'), imSubsiteOf('EMPLOYEE')]).toEqual(['member', 'seller', undefined, undefined]);
  });
});
