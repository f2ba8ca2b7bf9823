import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_LIMIT_MS, firstScreenShown, preloadFirstScreenModules } from './first-screen-shown';

describe('the first screen shows before the code loads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    Reflect.deleteProperty(document, 'readyState');
  });

  /** The document as it is while its images still load (jsdom's has loaded already). */
  const stillLoading = () => Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('waits for the page to load and a frame to be drawn', async () => {
    stillLoading();
    const done = settled(firstScreenShown());
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('goes on after the wait limit when the page is still loading its images', async () => {
    stillLoading();
    const done = settled(firstScreenShown());
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_LIMIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('does not wait when the page has loaded already', async () => {
    const done = settled(firstScreenShown());
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it("puts the server's inert module preloads into the head", () => {
    document.head.innerHTML = '<template id="first-screen-modules"><link rel="modulepreload" href="/assets/View-1.js"></template>';
    expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();
    preloadFirstScreenModules();
    expect(document.head.querySelector(':scope > link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/View-1.js');
  });
});
