import { afterEach, describe, expect, it } from 'vitest';
import { readBackUrl, storeBackUrl, takeBackUrl } from './back-url';

afterEach(() => localStorage.clear());

describe('the back-URL', () => {
  it('is kept in the browser storage until a login takes it', () => {
    storeBackUrl('/m/en-US/?from=banner');
    expect(localStorage.getItem('portal.session.backUrl')).toBe('/m/en-US/?from=banner');
    expect(readBackUrl()).toBe('/m/en-US/?from=banner');
    expect(takeBackUrl()).toBe('/m/en-US/?from=banner');
    expect(readBackUrl()).toBeNull();
    expect(takeBackUrl()).toBeNull();
  });
});
