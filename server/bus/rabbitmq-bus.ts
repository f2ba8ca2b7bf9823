// Fan-out across server instances (AMQP_URL): every instance binds one exclusive, auto-deleted queue of
// its own to one fanout exchange, so each event published by any instance reaches every instance once.
import { connect, type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import {
  deliverToListeners,
  parseContentChange,
  parseUserEvent,
  type ContentChangeListener,
  reportToConsole,
  type BusErrorReporter,
  type NotificationBus,
  type ContentChange,
  type UserEvent,
  type UserEventListener,
} from './notification-bus.js';

export const DEFAULT_EXCHANGE = 'portal.notifications';

export interface RabbitMqBusOptions {
  /** amqp://user:password@host:port/vhost */
  url: string;
  /** The fanout exchange every instance of one deployment shares (tests use their own). */
  exchange?: string;
  report?: BusErrorReporter;
}

// After a lost connection: first retry after 100 ms, doubling, at most every 5 s, for as long as it takes.
const RECOVERY = { initialDelay: 100, maxDelay: 5_000, initialMaxRetries: 0 } as const;

/**
 * Connects (refusing to start when the broker cannot be reached at all) and reconnects by itself after a
 * lost connection, declaring its queue again. While it is disconnected, publishing fails: the caller has
 * stored the notification already, so only the push is missed, and the unread count is right on the next
 * fetch.
 */
export async function createRabbitMqBus(options: RabbitMqBusOptions): Promise<NotificationBus> {
  const exchange = options.exchange ?? DEFAULT_EXCHANGE;
  const report = options.report ?? reportToConsole;
  const listeners = new Set<UserEventListener>();
  const contentListeners = new Set<ContentChangeListener>();
  let channel: Channel | undefined;

  const onMessage = (message: ConsumeMessage | null) => {
    // null: the broker cancelled the consumer (its queue was deleted); the reconnect declares a new one.
    if (message === null) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.content.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const change = parseContentChange(parsed);
    if (change !== undefined) return deliverToListeners(contentListeners, change, report);
    const event = parseUserEvent(parsed);
    if (event === undefined) {
      report(`A message on the exchange ${exchange} is not a user event; dropped:`, message.content.toString('utf8').slice(0, 200));
      return;
    }
    deliverToListeners(listeners, event, report);
  };

  const setup = async (model: ChannelModel) => {
    const opened = await model.createChannel();
    opened.on('error', (error: Error) => report('The RabbitMQ channel failed:', error));
    opened.on('close', () => {
      if (channel === opened) channel = undefined;
    });
    // auto-delete: the exchange goes when the last instance's queue does; each instance declares it first.
    await opened.assertExchange(exchange, 'fanout', { durable: false, autoDelete: true });
    const { queue } = await opened.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    await opened.bindQueue(queue, exchange, '');
    await opened.consume(queue, onMessage, { noAck: true });
    channel = opened;
  };

  const connection = await connect(options.url, { recovery: { ...RECOVERY, setup } });
  connection.on('disconnect', (error: Error) => report('Lost the RabbitMQ connection; reconnecting:', error));
  connection.on('error', (error: Error) => report('RabbitMQ connection error:', error));
  let closed = false;

  const send = async (message: UserEvent | ContentChange) => {
    if (closed) throw new Error('The notification bus is closed.');
    const current = channel;
    if (current === undefined) throw new Error('The notification bus is not connected to RabbitMQ.');
    const content = Buffer.from(JSON.stringify(message), 'utf8');
    const accepted = current.publish(exchange, '', content, { contentType: 'application/json', persistent: false });
    // false: the socket's buffer is full; wait until it drains before publishing more.
    if (!accepted) await new Promise<void>((resolve) => current.once('drain', () => resolve()));
  };

  return {
    publish: send,
    publishContentChange: send,
    subscribeContentChanges(listener) {
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      contentListeners.clear();
      channel = undefined;
      await connection.close();
    },
  };
}
