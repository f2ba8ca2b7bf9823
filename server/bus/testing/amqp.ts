// For tests (*.test.ts only): the RabbitMQ every machine here runs, and an exchange of the test's own so
// that tests running at the same time never see each other's events.
import { randomBytes } from 'node:crypto';

export const TEST_AMQP_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

export function testExchange(): string {
  return `portal.test.${randomBytes(6).toString('hex')}`;
}
