import { describe, expect, it } from 'vitest';
import type { ImMessage } from './local-im-api';
import { messagesOf } from './local-im-queries';

const message = (id: string): ImMessage => ({ id, fromMe: false, text: `#${id}`, sentAt: '2026-11-23 09:00:00' });

describe('the messages of a conversation, from its pages', () => {
  it('runs oldest first across the pages (newest page first), each message once', () => {
    const newest = [message('98'), message('99'), message('100')];
    // Asked again after a new message, the older page overlaps the newest one.
    const older = [message('97'), message('98')];
    expect(messagesOf([newest, older]).map((each) => each.id)).toEqual(['97', '98', '99', '100']);
  });

  it('orders the ids as numbers, not as text', () => {
    expect(messagesOf([[message('10'), message('9')]]).map((each) => each.id)).toEqual(['9', '10']);
  });
});
