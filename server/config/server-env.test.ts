import { describe, expect, it } from 'vitest';
import { readServerEnv, readyMessage } from './server-env.js';

describe('readServerEnv', () => {
  it('defaults to 127.0.0.1:8080 and the embedded database in ./data', () => {
    expect(readServerEnv({}, '/srv/portal')).toEqual({
      port: 8080,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: '/srv/portal/data' },
      mediaDir: '/srv/portal/data/media',
    });
  });

  it('reads PORT, HOST and PORTAL_DATA_DIR', () => {
    expect(readServerEnv({ PORT: '3000', HOST: '0.0.0.0', PORTAL_DATA_DIR: '/var/lib/portal' }, '/srv/portal')).toEqual({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: '/var/lib/portal' },
      mediaDir: '/var/lib/portal/media',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(readServerEnv({ DATABASE_URL: 'postgres://db/portal' }).database).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://db/portal',
      poolSize: 10,
    });
  });

  it('opens DATABASE_POOL_SIZE connections to PostgreSQL at most, and refuses a size that is not one', () => {
    expect(readServerEnv({ DATABASE_URL: 'postgres://db/portal', DATABASE_POOL_SIZE: '4' }).database).toMatchObject({ poolSize: 4 });
    for (const size of ['0', 'four', '2.5', '1e20']) {
      expect(() => readServerEnv({ DATABASE_URL: 'postgres://db/portal', DATABASE_POOL_SIZE: size })).toThrow(
        `DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${size}".`,
      );
    }
  });

  it('keeps the media library in MEDIA_DIR when set, shared by the instances that mount it there', () => {
    expect(readServerEnv({ DATABASE_URL: 'postgres://db/portal' }, '/srv/portal').mediaDir).toBe('/srv/portal/data/media');
    expect(readServerEnv({ DATABASE_URL: 'postgres://db/portal', MEDIA_DIR: '/mnt/media' }, '/srv/portal').mediaDir).toBe('/mnt/media');
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => readServerEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('readyMessage', () => {
  it('names the English home page and the Chinese one', () => {
    expect(readyMessage('127.0.0.1', 8080)).toBe('Portal ready at http://127.0.0.1:8080/m/en-US/ (and /m/zh-CN/)');
    expect(readyMessage('0.0.0.0', 9000)).toBe('Portal ready at http://127.0.0.1:9000/m/en-US/ (and /m/zh-CN/)');
  });
});
