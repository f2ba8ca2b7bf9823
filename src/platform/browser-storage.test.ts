import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './browser-storage';

describe('browser storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a value in the area it was written to, under the portal prefix', () => {
    writeStored('local', 'textSize', 'A+');
    expect(localStorage.getItem('portal.textSize')).toBe('A+');
    expect(readStored('local', 'textSize')).toBe('A+');
    expect(readStored('session', 'textSize')).toBeNull();
  });

  it('keeps the value in memory when the browser refuses storage, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    writeStored('session', 'closed', 'Y');
    expect(readStored('session', 'closed')).toBe('Y');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('forgets a removed value, in the browser and in memory', () => {
    writeStored('local', 'backUrl', '/m/en-US/');
    removeStored('local', 'backUrl');
    expect(localStorage.getItem('portal.backUrl')).toBeNull();
    expect(readStored('local', 'backUrl')).toBeNull();
  });
});
