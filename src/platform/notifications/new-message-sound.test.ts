import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNewMessageSound } from './new-message-sound';

const blocked = () => Promise.reject(new DOMException('play() failed because the user didn’t interact with the document first.', 'NotAllowedError'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the new-message sound (spec §4, §9)', () => {
  it('rings at most once per 2 s', async () => {
    const play = vi.fn(async () => undefined);
    const sound = createNewMessageSound({ play, onBlocked: vi.fn() });
    sound.ring();
    sound.ring();
    await vi.advanceTimersByTimeAsync(1_999);
    sound.ring();
    expect(play).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    sound.ring();
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('tells once that autoplay is blocked, however often it is blocked', async () => {
    const onBlocked = vi.fn();
    const sound = createNewMessageSound({ play: blocked, onBlocked });
    sound.ring();
    await vi.advanceTimersByTimeAsync(2_000);
    sound.ring();
    await vi.advanceTimersByTimeAsync(0);
    expect(onBlocked).toHaveBeenCalledOnce();
  });

  it('logs, and does not show the autoplay notice, when the sound fails for another reason', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onBlocked = vi.fn();
    const sound = createNewMessageSound({ play: () => Promise.reject(new DOMException('no supported source', 'NotSupportedError')), onBlocked });
    sound.ring();
    await vi.advanceTimersByTimeAsync(0);
    expect(onBlocked).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });
});
