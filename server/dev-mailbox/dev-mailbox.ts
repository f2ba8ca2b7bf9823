// What the embedded mail/SMS port sent, kept in memory for the /dev/mailbox page (newest first).
import type { CodeMessage } from '../auth/code-ports.js';

export const DEV_MAILBOX_CAPACITY = 200;

export interface SentMessage extends CodeMessage {
  sentAt: Date;
}

export interface DevMailbox {
  add(message: CodeMessage): void;
  /** Newest first. */
  list(): SentMessage[];
}

export function createDevMailbox(capacity: number = DEV_MAILBOX_CAPACITY): DevMailbox {
  const messages: SentMessage[] = [];
  return {
    add(message) {
      messages.unshift({ ...message, sentAt: new Date() });
      messages.length = Math.min(messages.length, capacity);
    },
    list: () => [...messages],
  };
}
