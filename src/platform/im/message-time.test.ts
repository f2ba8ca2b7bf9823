import { describe, expect, it } from 'vitest';
import { formatMessageTime, showsTimeLabel } from './message-time';

// 2026-11-23 10:00 at UTC+8.
const NOW = new Date('2026-11-23T02:00:00Z');

describe('the time of a chat message', () => {
  it('shows only the UTC+8 time for a message of today, whatever the machine’s zone', () => {
    expect(formatMessageTime('2026-11-23 00:05:09', 'en-US', NOW)).toBe('00:05');
    expect(formatMessageTime('2026-11-23 09:59:59', 'zh-CN', NOW)).toBe('09:59');
  });

  it('adds the day for an earlier day of this year, in the language’s form', () => {
    expect(formatMessageTime('2026-11-22 23:59:00', 'en-US', NOW)).toBe('Nov 22 23:59');
    expect(formatMessageTime('2026-01-02 08:30:00', 'zh-CN', NOW)).toBe('1月2日 08:30');
  });

  it('adds the year for a message of another year', () => {
    expect(formatMessageTime('2025-12-31 18:00:00', 'en-US', NOW)).toBe('Dec 31, 2025 18:00');
    expect(formatMessageTime('2025-12-31 18:00:00', 'zh-CN', NOW)).toBe('2025年12月31日 18:00');
  });
});

describe('the time labels of a conversation', () => {
  it('labels the first message, and one 5 minutes or more after the one before', () => {
    expect(showsTimeLabel(undefined, '2026-11-23 09:00:00')).toBe(true);
    expect(showsTimeLabel('2026-11-23 09:00:00', '2026-11-23 09:04:59')).toBe(false);
    expect(showsTimeLabel('2026-11-23 09:00:00', '2026-11-23 09:05:00')).toBe(true);
    expect(showsTimeLabel('2026-11-22 23:58:00', '2026-11-23 00:01:00')).toBe(false);
  });
});
