import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../toast';
import { fetchSiteTrader } from './site-trader';
import { errorReply, setUpAuthApi } from './testing/auth-api';

const siteTrader = { id: 'st1', name: 'Alex Trading', isGroup: 'N', isSeller: 'N', isBuyer: 'Y', mediaEnterprise: false };
const api = setUpAuthApi();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchSiteTrader', () => {
  it('loads the company', async () => {
    api.reply('GET /member/api/siteTraders/self', { status: 200, body: siteTrader });
    await expect(fetchSiteTrader()).resolves.toEqual(siteTrader);
  });

  it('swallows the company-incomplete answer as null, silently', async () => {
    const warn = vi.spyOn(console, 'warn');
    api.reply('GET /member/api/siteTraders/self', errorReply(404, 'E214009005', 'Company information not completed'));
    await expect(fetchSiteTrader()).resolves.toBeNull();
    expect(getToasts()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('swallows any other error as null too, logging it once and showing nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.reply('GET /member/api/siteTraders/self', errorReply(500, 'E500_INTERNAL', 'Boom'));
    await expect(fetchSiteTrader()).resolves.toBeNull();
    expect(getToasts()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
