import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../db/seed.js';
import { readSeedAccounts } from '../db/seed-files.js';
import { migratedTestDatabase } from '../db/testing/migrated-database.js';
import { testDatabases } from '../db/testing/databases.js';
import { createAccountRepository } from './account-repository.js';
import { verifyPassword } from './password-hash.js';
import { seedAccountsIfEmpty } from './seed-accounts.js';

describe('the seed accounts file', () => {
  it('holds one account per user type, a buyer without company, one without the terms, a media member and a disabled one', () => {
    const { accounts, password } = readSeedAccounts();
    expect(password).toBe('Fair2026!');
    expect(accounts.map((account) => [account.email, account.userType])).toEqual([
      ['buyer@demo.fair', 'BUYER'],
      ['member@demo.fair', 'MEMBER'],
      ['newbuyer@demo.fair', 'BUYER'],
      ['terms@demo.fair', 'BUYER'],
      ['seller@demo.fair', 'SELLER'],
      ['group@demo.fair', 'GROUP'],
      ['employee@demo.fair', 'EMPLOYEE'],
      ['media@demo.fair', 'BUYER'],
      ['disabled@demo.fair', 'BUYER'],
    ]);
    const byEmail = Object.fromEntries(accounts.map((account) => [account.email, account]));
    expect(byEmail['newbuyer@demo.fair']?.siteTraderId).toBeNull();
    expect(byEmail['terms@demo.fair']).toMatchObject({ termsAgreed: false, member: null });
    expect(byEmail['media@demo.fair']?.mediaMember).toBe(true);
    expect(byEmail['disabled@demo.fair']?.disabled).toBe(true);
    expect(byEmail['buyer@demo.fair']).toMatchObject({ phone: '+8613800000001', member: { name: 'Alex Buyer', buyerType: 'Overseas purchaser' } });
    expect(byEmail['member@demo.fair']?.member?.whetherToViewAllExhibits).toBe('Y');
  });
});

describe.each(testDatabases)('seeding accounts on $name', (kind) => {
  const database = migratedTestDatabase(kind);

  it('seeds the accounts of a database whose pages were seeded before accounts existed', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    await database.db.exec('DELETE FROM members; DELETE FROM terms_agreements; DELETE FROM accounts; DELETE FROM site_traders;');
    expect(await seedIfEmpty(database.db)).toBe(true);
    const accounts = createAccountRepository(database.db);
    expect(await accounts.countAccounts()).toBe(readSeedAccounts().accounts.length);
    expect(await seedIfEmpty(database.db)).toBe(false);
  });

  it('stores the demo password as an scrypt hash, and companies, terms and members as the file says', async () => {
    const accounts = createAccountRepository(database.db);
    const buyer = await accounts.findByContact('buyer@demo.fair');
    expect(buyer).toMatchObject({ id: 'acc-buyer', userType: 'BUYER', siteTraderId: 'st-harbour-imports', termsAgreed: true, disabled: false });
    expect(buyer?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Fair2026!', buyer?.passwordHash ?? '')).toBe(true);
    expect(await accounts.findByContact('+8613800000001')).toMatchObject({ id: 'acc-buyer' });
    expect(await accounts.findByContact('terms@demo.fair')).toMatchObject({ termsAgreed: false });
    expect(await accounts.findMember('acc-terms')).toBeUndefined();
    expect(await accounts.findMember('acc-member')).toEqual({ id: 'mem-member', name: 'Morgan Member', buyerType: null, viewAllExhibits: 'Y' });
    expect(await accounts.findSiteTrader('st-canton-industrial-group')).toMatchObject({ isGroup: 'Y' });
  });

  it('seeds nothing once there is an account', async () => {
    expect(await seedAccountsIfEmpty(database.db)).toBe(false);
  });
});
