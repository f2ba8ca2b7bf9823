import { describe, expect, it, vi } from 'vitest';
import { createBusFromEnv } from './bus-from-env.js';
import { createInProcessBus } from './in-process-bus.js';
import type { UserEvent } from './notification-bus.js';

const event: UserEvent = { userId: 'acc-buyer', queue: 'notificationReminder', body: { id: '1', category: 'systemNotice', title: 'Hello' } };

describe('the in-process notification bus', () => {
  it('hands every published event to every subscriber until it unsubscribes', async () => {
    const bus = createInProcessBus();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = bus.subscribe(first);
    bus.subscribe(second);
    await bus.publish(event);
    stopFirst();
    await bus.publish({ ...event, queue: 'notificationChanged', body: { reason: 'read' } });
    expect(first.mock.calls).toEqual([[event]]);
    expect(second).toHaveBeenCalledTimes(2);
    await bus.close();
  });

  it('reports a listener that throws and still reaches the others', async () => {
    const report = vi.fn();
    const bus = createInProcessBus(report);
    const after = vi.fn();
    bus.subscribe(() => {
      throw new Error('broken listener');
    });
    bus.subscribe(after);
    await bus.publish(event);
    expect(after).toHaveBeenCalledWith(event);
    expect(report).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'broken listener' }));
  });

  it('refuses to publish once closed', async () => {
    const bus = createInProcessBus();
    const listener = vi.fn();
    bus.subscribe(listener);
    await bus.close();
    await expect(bus.publish(event)).rejects.toThrow(/closed/);
    expect(listener).not.toHaveBeenCalled();
  });

  it('is what the environment gives without AMQP_URL', async () => {
    const bus = await createBusFromEnv({ AMQP_URL: ' ' });
    const listener = vi.fn();
    bus.subscribe(listener);
    await bus.publish(event);
    expect(listener).toHaveBeenCalledWith(event);
    await bus.close();
  });
});
