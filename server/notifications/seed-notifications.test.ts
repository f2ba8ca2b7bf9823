import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../db/seed.js';
import { migratedTestDatabase } from '../db/testing/migrated-database.js';
import { testDatabases } from '../db/testing/databases.js';
import { createNotificationRepository } from './repository.js';
import { readSeedNotifications, seedNotificationsIfEmpty } from './seed-notifications.js';

describe('the seed notifications', () => {
  it('give buyer@ and seller@ unread notifications, and each some read ones', () => {
    const { notifications } = readSeedNotifications();
    for (const account of ['buyer@demo.fair', 'seller@demo.fair']) {
      const own = notifications.filter((notification) => notification.account === account);
      expect(own.filter((notification) => !notification.read).length).toBeGreaterThanOrEqual(3);
      expect(own.some((notification) => notification.read)).toBe(true);
    }
  });
});

describe.each(testDatabases)('seeding notifications on $name', (kind) => {
  const database = migratedTestDatabase(kind, seedIfEmpty);

  it('stores them with the seed, newest last in id order, with their read state', async () => {
    const repository = createNotificationRepository(database.db);
    expect(await repository.count()).toBe(readSeedNotifications().notifications.length);
    expect(await repository.unreadInfo('acc-buyer')).toEqual({ systemNotice: 2, inquiry: 1, businessCard: 0, appointment: 0 });
    expect(await repository.unreadInfo('acc-seller')).toEqual({ systemNotice: 1, inquiry: 1, businessCard: 1, appointment: 1 });
    const { items } = await repository.listPage('acc-buyer', { page: 0, size: 10 });
    expect(items.map((item) => item.title)).toEqual([
      'Pearl River Tools replied to your inquiry',
      'Trade matching sessions are open',
      'The online fair opens soon',
      'Welcome to the online fair',
    ]);
    expect(items.at(-1)?.readAt).not.toBeNull();
  });

  it('stores nothing while any notification is there', async () => {
    expect(await seedNotificationsIfEmpty(database.db)).toBe(0);
  });
});
