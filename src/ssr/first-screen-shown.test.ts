import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_LIMIT_MS, firstScreenShown, PRELOADS_PER_TASK, preloadFirstScreenModules } from './first-screen-shown';

describe('the first screen shows before the code loads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
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

  it('waits for the images marked as the largest paint to be decoded, not for the others', async () => {
    document.body.innerHTML = '<img src="/media/banner.svg" fetchpriority="high"><img src="/media/below.svg" loading="lazy">';
    const decoding: Array<{ src: string; done: () => void }> = [];
    // jsdom decodes no image: the browser's decode() resolves once the image is ready to paint.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        return new Promise<void>((done) => decoding.push({ src: this.getAttribute('src') ?? '', done }));
      },
    });
    const done = settled(firstScreenShown());
    await vi.advanceTimersByTimeAsync(100);
    expect(decoding.map((image) => image.src)).toEqual(['/media/banner.svg']);
    expect(done()).toBe(false);
    decoding[0]?.done();
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('does not wait on a marked image that fails to decode', async () => {
    document.body.innerHTML = '<img src="/media/missing.svg" fetchpriority="high">';
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: () => Promise.reject(new Error('EncodingError')) });
    const done = settled(firstScreenShown());
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

  it('puts them in a few per task, in their order, so no one task starts every fetch', async () => {
    const files = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, index) => `/assets/View-${index}.js`);
    document.head.innerHTML = `<template id="first-screen-modules">${files.map((file) => `<link rel="modulepreload" href="${file}">`).join('')}</template>`;
    const preloaded = () => Array.from(document.head.querySelectorAll(':scope > link'), (link) => link.getAttribute('href'));
    preloadFirstScreenModules();
    expect(preloaded()).toEqual(files.slice(0, PRELOADS_PER_TASK));
    await vi.advanceTimersToNextTimerAsync();
    expect(preloaded()).toEqual(files.slice(0, PRELOADS_PER_TASK * 2));
    await vi.advanceTimersToNextTimerAsync();
    expect(preloaded()).toEqual(files);
  });
});
