// Two server instances against one PostgreSQL schema and RabbitMQ (the production set-up with AMQP_URL):
// what happens through one instance reaches the STOMP clients connected to the other.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../auth/testing/login.js';
import type { NotificationBus } from '../bus/notification-bus.js';
import { createRabbitMqBus } from '../bus/rabbitmq-bus.js';
import { TEST_AMQP_URL, testExchange } from '../bus/testing/amqp.js';
import type { Database } from '../db/connection.js';
import { openPostgresDatabase } from '../db/postgres-database.js';
import { TEST_POSTGRES_URL } from '../db/testing/databases.js';
import { openStompClient, type StompTestClient } from './testing/stomp-client.js';
import { listenOn, type ListeningPortal } from './testing/portal.js';

describe('two instances on one PostgreSQL and RabbitMQ', () => {
  const schema = `test_${randomBytes(8).toString('hex')}`;
  const exchange = testExchange();
  const instances: { db: Database; bus: NotificationBus; portal: ListeningPortal }[] = [];
  const clients: StompTestClient[] = [];

  beforeAll(async () => {
    // One after the other: the second finds the schema migrated and seeded, as a second server would.
    for (let index = 0; index < 2; index += 1) {
      const db = await openPostgresDatabase({ connectionString: TEST_POSTGRES_URL, schema });
      const bus = await createRabbitMqBus({ url: TEST_AMQP_URL, exchange });
      instances.push({ db, bus, portal: await listenOn(db, { bus }) });
    }
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.client.deactivate()));
    for (const { portal, bus } of instances) {
      await portal.close();
      await bus.close();
    }
    await instances[0]?.db.exec(`DROP SCHEMA ${schema} CASCADE`);
    for (const { db } of instances) await db.close();
  });

  const instance = (index: 0 | 1) => {
    const found = instances[index];
    if (!found) throw new Error('the instances did not start');
    return found.portal;
  };

  /** A STOMP client on the instance, logged in as the account. */
  const connectAs = async (portal: ListeningPortal, email: string) => {
    const { cookie } = await loginAs(portal.app, email);
    const client = await openStompClient(portal.socketUrl, { cookie });
    clients.push(client);
    return client;
  };

  it('delivers a notification sent through instance A to a STOMP client connected to instance B', async () => {
    const [a, b] = [instance(0), instance(1)];
    const client = await connectAs(b, 'buyer@demo.fair');
    await client.subscribe('/queue/acc-buyer/notificationReminder');
    await client.subscribe('/queue/acc-buyer/notificationChanged');

    const employeeOnA = await loginAs(a.app, 'employee@demo.fair');
    const sent = await a.app.inject({
      method: 'POST',
      url: '/work/api/notificationReminders',
      headers: employeeOnA.headers,
      payload: { toUserId: 'acc-buyer', title: 'Sent through A', content: 'Delivered by B.' },
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: string }>();
    const message = await client.nextMessage();
    expect(message.body).toEqual({ id, category: 'systemNotice', title: 'Sent through A' });

    // The session cookie of A's login is good on B too: sessions live in the shared database.
    const buyerOnA = await loginAs(a.app, 'buyer@demo.fair');
    const unread = await b.app.inject({ url: '/member/api/notificationReminders/self/getUnreadInfo', headers: buyerOnA.headers });
    expect(unread.json<{ systemNotice: number }>().systemNotice).toBeGreaterThanOrEqual(1);
    const read = await a.app.inject({ method: 'POST', url: `/member/api/notificationReminders/self/${id}/read`, headers: buyerOnA.headers });
    expect(read.statusCode).toBe(200);
    expect((await client.nextMessage()).body).toEqual({ reason: 'read', id });
  });

  it("notifies the seller connected to B of a buyer's inquiry made through A", async () => {
    const [a, b] = [instance(0), instance(1)];
    const client = await connectAs(b, 'seller@demo.fair');
    await client.subscribe('/queue/acc-seller/notificationReminder');
    const buyerOnA = await loginAs(a.app, 'buyer@demo.fair');
    const inquiry = await a.app.inject({
      method: 'POST',
      url: '/member/api/inquiries',
      headers: buyerOnA.headers,
      payload: { siteTraderId: 'st-pearl-river-tools', content: 'Price for 500 drills?' },
    });
    expect(inquiry.statusCode).toBe(201);
    expect((await client.nextMessage()).body).toMatchObject({ category: 'inquiry', title: '来自 Alex Buyer 的新询盘' });
  });
});
