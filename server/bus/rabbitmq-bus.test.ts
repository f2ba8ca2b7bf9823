// Against the RabbitMQ at TEST_AMQP_URL (127.0.0.1:5672 on every machine here).
import { connect } from 'amqplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBusFromEnv } from './bus-from-env.js';
import type { NotificationBus, UserEvent } from './notification-bus.js';
import { createRabbitMqBus } from './rabbitmq-bus.js';
import { TEST_AMQP_URL, testExchange } from './testing/amqp.js';

const event: UserEvent = { userId: 'acc-buyer', queue: 'notificationReminder', body: { id: '7', category: 'inquiry', title: 'New inquiry' } };

function nextEvent(bus: NotificationBus): Promise<UserEvent> {
  return new Promise((resolve) => {
    const stop = bus.subscribe((received) => {
      stop();
      resolve(received);
    });
  });
}

describe('the RabbitMQ notification bus', () => {
  const opened: NotificationBus[] = [];
  const open = async (exchange: string, report?: (message: string, error: unknown) => void) => {
    const bus = await createRabbitMqBus({ url: TEST_AMQP_URL, exchange, report });
    opened.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  it('fans an event published on one instance out to every instance, the publisher included', async () => {
    const exchange = testExchange();
    const [a, b] = [await open(exchange), await open(exchange)];
    const onA = nextEvent(a);
    const onB = nextEvent(b);
    await a.publish(event);
    expect(await onA).toEqual(event);
    expect(await onB).toEqual(event);
  });

  it('keeps deployments apart: another exchange hears nothing', async () => {
    const ours = await open(testExchange());
    const theirs = await open(testExchange());
    const heard = vi.fn();
    theirs.subscribe(heard);
    const received = nextEvent(ours);
    await ours.publish(event);
    await received;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).not.toHaveBeenCalled();
  });

  it('reports and drops a message on the exchange that is not a user event', async () => {
    const exchange = testExchange();
    const report = vi.fn();
    const bus = await open(exchange, report);
    const heard = vi.fn();
    bus.subscribe(heard);
    const model = await connect(TEST_AMQP_URL);
    try {
      const channel = await model.createChannel();
      channel.publish(exchange, '', Buffer.from('{"userId":"acc-buyer","queue":"elsewhere","body":{}}'));
      channel.publish(exchange, '', Buffer.from('not json'));
      await channel.close();
    } finally {
      await model.close();
    }
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(2));
    expect(heard).not.toHaveBeenCalled();
    const received = nextEvent(bus);
    await bus.publish(event);
    expect(await received).toEqual(event);
  });

  it('refuses to start when the broker cannot be reached, and to publish once closed', async () => {
    await expect(createRabbitMqBus({ url: 'amqp://guest:guest@127.0.0.1:1' })).rejects.toThrow();
    const bus = await createRabbitMqBus({ url: TEST_AMQP_URL, exchange: testExchange() });
    await bus.close();
    await expect(bus.publish(event)).rejects.toThrow(/closed/);
  });

  it('is what AMQP_URL selects', async () => {
    const bus = await createBusFromEnv({ AMQP_URL: TEST_AMQP_URL });
    opened.push(bus);
    const received = nextEvent(bus);
    await bus.publish(event);
    expect(await received).toEqual(event);
  });
});
