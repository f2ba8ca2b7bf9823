import { afterEach, describe, expect, it } from 'vitest';
import { loadAppModules } from './app-modules';

describe('loadAppModules', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('preloads the modules the entry imports first, then adds the entry as a module script', () => {
    loadAppModules(['/assets/index-1.js', '/assets/boot-1.js']);
    const added = Array.from(document.head.children, (element) => [
      element.tagName,
      element.getAttribute('rel') ?? element.getAttribute('type'),
      element.getAttribute('href') ?? element.getAttribute('src'),
      element.getAttribute('crossorigin'),
    ]);
    expect(added).toEqual([
      ['LINK', 'modulepreload', '/assets/boot-1.js', ''],
      ['SCRIPT', 'module', '/assets/index-1.js', ''],
    ]);
  });

  it('adds nothing when the server named no module', () => {
    loadAppModules([]);
    expect(document.head.children).toHaveLength(0);
  });
});
