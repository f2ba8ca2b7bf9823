import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing/databases.js';
import { expectBuyerOnly, expectError, openActionPortal, send } from '../../member/actions/testing/buyer-action-kit.js';

const FAVORITE = { id: 'buyerOnly.favorite', specText: 'Your account is not a buyer account and cannot add to favorites.' } as const;

describe.each(testDatabases)("a buyer's saved e-catalogues on $name", (kind) => {
  const portal = openActionPortal(kind);
  const saved = (id: string, method: 'GET' | 'PUT' | 'DELETE') => ({ method, url: `/member/api/eCatalogs/saved/${id}` }) as const;
  const mine = async (session = portal.sessions.buyer, query = '') => {
    const response = await send(portal.app, { method: 'GET', url: `/member/api/eCatalogs/saved/self${query}` }, session);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('lets only buyers save, unsave, ask about and list saved catalogues', async () => {
    for (const method of ['PUT', 'DELETE', 'GET'] as const) await expectBuyerOnly(portal.app, portal.sessions, saved('ecat-1001', method), FAVORITE);
    await expectBuyerOnly(portal.app, portal.sessions, { method: 'GET', url: '/member/api/eCatalogs/saved/self' }, FAVORITE);
    expect((await mine()).page.totalElements).toBe(0);
  });

  it('turns Save into Saved, keeps one when saved twice, and lists the most recently saved first', async () => {
    for (const id of ['ecat-1003', 'ecat-1001', 'ecat-1001']) {
      const response = await send(portal.app, saved(id, 'PUT'), portal.sessions.buyer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ catalogId: id, saved: true });
    }
    const page = await mine(portal.sessions.buyer, '?lang=zh-CN&size=1&page=0');
    expect(page.page).toEqual({ size: 1, totalElements: 2, totalPages: 2, number: 0 });
    expect(page._embedded['b2b:eCatalogs'][0]).toMatchObject({ id: 'ecat-1001', title: '2025 无线电动工具目录' });
    expect((await send(portal.app, saved('ecat-1001', 'GET'), portal.sessions.buyer)).json()).toEqual({ catalogId: 'ecat-1001', saved: true });
    expect((await mine(portal.sessions.otherBuyer)).page.totalElements).toBe(0);
  });

  it('unsaves: Saved back to Save, and unsaving again is no error', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await send(portal.app, saved('ecat-1001', 'DELETE'), portal.sessions.buyer);
      expect(response.json()).toEqual({ catalogId: 'ecat-1001', saved: false });
    }
    expect((await send(portal.app, saved('ecat-1001', 'GET'), portal.sessions.buyer)).json()).toEqual({ catalogId: 'ecat-1001', saved: false });
    expect((await mine())._embedded['b2b:eCatalogs'].map(({ id }: { id: string }) => id)).toEqual(['ecat-1003']);
  });

  it('answers 404 for saving a catalogue that does not exist', async () => {
    expectError(await send(portal.app, saved('ecat-9999', 'PUT'), portal.sessions.buyer), 404, 'E404_NOT_FOUND');
  });
});
