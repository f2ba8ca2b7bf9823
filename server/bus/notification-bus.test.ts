import { describe, expect, it } from 'vitest';
import { describeBus } from './bus-from-env.js';
import { parseUserEvent } from './notification-bus.js';

describe('parseUserEvent', () => {
  it('reads an event with a user, one of the two queues and an object body', () => {
    const event = { userId: 'acc-seller', queue: 'notificationChanged', body: { reason: 'read' } };
    expect(parseUserEvent(event)).toEqual(event);
  });

  it.each([
    ['no user', { queue: 'notificationReminder', body: {} }],
    ['an empty user', { userId: '', queue: 'notificationReminder', body: {} }],
    ['an unknown queue', { userId: 'acc-buyer', queue: 'chat', body: {} }],
    ['a list body', { userId: 'acc-buyer', queue: 'notificationReminder', body: [] }],
    ['a text body', { userId: 'acc-buyer', queue: 'notificationReminder', body: 'hi' }],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(parseUserEvent(value)).toBeUndefined();
  });
});

describe('describeBus', () => {
  it('names the in-process bus without AMQP_URL and the broker without its password with it', () => {
    expect(describeBus({})).toBe('in-process');
    expect(describeBus({ AMQP_URL: 'amqp://guest:secret@127.0.0.1:5672' })).toBe('RabbitMQ at 127.0.0.1:5672');
    expect(describeBus({ AMQP_URL: 'amqp://guest:secret@mq.internal:5672/fair' })).not.toContain('secret');
  });
});
