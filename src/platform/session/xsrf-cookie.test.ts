import { afterEach, describe, expect, it } from 'vitest';
import { forgetXsrfCookie, hasSessionCookie } from './xsrf-cookie';

describe('the session CSRF cookie', () => {
  afterEach(() => {
    forgetXsrfCookie();
    document.cookie = 'XSRF-TOKEN-OTHER=; Max-Age=0; Path=/';
  });

  it('is a sign of a session only while it holds a token', () => {
    expect(hasSessionCookie()).toBe(false);
    document.cookie = 'XSRF-TOKEN-OTHER=1; Path=/';
    expect(hasSessionCookie()).toBe(false);
    document.cookie = 'XSRF-TOKEN=abc; Path=/';
    expect(hasSessionCookie()).toBe(true);
  });

  it('is gone after it is forgotten', () => {
    document.cookie = 'XSRF-TOKEN=abc; Path=/';
    forgetXsrfCookie();
    expect(hasSessionCookie()).toBe(false);
    expect(document.cookie).not.toContain('XSRF-TOKEN=abc');
  });
});
