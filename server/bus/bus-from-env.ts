import { createInProcessBus } from './in-process-bus.js';
import type { BusErrorReporter, NotificationBus } from './notification-bus.js';
import { createRabbitMqBus } from './rabbitmq-bus.js';

/** AMQP_URL set: RabbitMQ fan-out across instances; otherwise the in-process bus of the embedded default. */
export function createBusFromEnv(env: NodeJS.ProcessEnv, report?: BusErrorReporter): Promise<NotificationBus> {
  const url = env.AMQP_URL?.trim();
  return url ? createRabbitMqBus({ url, report }) : Promise.resolve(createInProcessBus(report));
}

/** The broker's address without its password, for the log. */
export function describeBus(env: NodeJS.ProcessEnv): string {
  const url = env.AMQP_URL?.trim();
  if (!url) return 'in-process';
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return `RabbitMQ at ${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'RabbitMQ';
  }
}
