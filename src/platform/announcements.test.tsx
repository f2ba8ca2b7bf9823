import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Announcement, AnnouncementPage } from '../generated/types';
import { announcementKeys, announcementQuery, ANNOUNCEMENTS_PATH, fetchAnnouncements, useAnnouncements } from './announcements';
import { http } from './http';
import { InvalidReplyError } from './invalid-reply';
import { parseQuery } from './query-string';
import { sendJson, startLocalApiServer, type LocalApiServer } from './testing/local-api-server';
import { dismissToast, getToasts } from './toast';

const announcement: Announcement = {
  id: 'a1',
  title: 'Opening ceremony at 9:00',
  redirectType: 'URL',
  linkUrl: 'https://fair.example/opening',
  duration: { fromTime: '2026-11-01 00:00:00', toTime: '2026-11-30 23:59:59' },
  status: 'ACTIVE',
  udfs: { displayPage: 'HOMEPAGE', language: 'en-US' },
  siteAnnouncementPlaces: [{ place: 'MALL_PAGE' }],
  industrySite: { id: 'site-1' },
};

const page: AnnouncementPage = {
  _embedded: { 'b2b:siteAnnouncements': [announcement] },
  page: { size: 20, totalElements: 1, totalPages: 1, number: 0 },
  aggregations: {},
};

let reply: unknown = page;
let server: LocalApiServer;

beforeAll(async () => {
  server = await startLocalApiServer((incoming, response) => {
    if (incoming.url?.startsWith(`${ANNOUNCEMENTS_PATH}?`)) return sendJson(response, 200, reply);
    return sendJson(response, 404, { errorList: [{ errorCode: 'E404', errorMessage: 'Not found' }] });
  });
  http.defaults.baseURL = server.origin;
});

afterAll(async () => {
  delete http.defaults.baseURL;
  await server.close();
});

afterEach(() => {
  reply = page;
  server.requests.length = 0;
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('announcementQuery', () => {
  it('asks for the first 20 live, active announcements of the display page and language, newest first', () => {
    const query = announcementQuery({ displayPage: 'HOMEPAGE', language: 'en-US', industrySiteId: 'site-1' }, '2026-11-22 08:00:00');
    expect(query).toEqual({
      unbox: true,
      size: 20,
      page: 0,
      sort: 'duration.fromTime,desc',
      filter: {
        join: 'and',
        items: [
          { field: 'industrySite.id', op: 'isNotNull' },
          { field: 'siteAnnouncementPlaces.place', op: 'in', value: ['MALL_PAGE'] },
          { field: 'duration.fromTime', op: 'lte', value: '2026-11-22 08:00:00' },
          { field: 'duration.toTime', op: 'gte', value: '2026-11-22 08:00:00' },
          { field: 'status', op: 'eq', value: 'ACTIVE' },
          { field: 'udfs.displayPage', op: 'eq', value: 'HOMEPAGE' },
          { field: 'udfs.language', op: 'eq', value: 'en-US' },
        ],
      },
    });
  });
});

describe('announcementKeys', () => {
  it('keys the cache by display page, language and industry site', () => {
    expect(announcementKeys.list({ displayPage: 'HOMEPAGE', language: 'zh-CN', industrySiteId: 's' })).toEqual([
      'announcements',
      'HOMEPAGE',
      'zh-CN',
      's',
    ]);
    expect(announcementKeys.list({ displayPage: 'HOMEPAGE', language: 'zh-CN' })[0]).toBe(announcementKeys.all[0]);
  });
});

describe('fetchAnnouncements', () => {
  it('sends the query with now as a UTC+8 wall time and returns the announcements of the reply', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T00:00:00Z') });
    const announcements = await fetchAnnouncements({ displayPage: 'HOMEPAGE', language: 'en-US' });
    expect(announcements).toEqual([announcement]);
    const sent = parseQuery(server.requests[0]!.url.split('?')[1]!);
    expect(sent).toMatchObject({ unbox: 'true', size: '20', page: '0', sort: 'duration.fromTime,desc' });
    expect(sent.filter).toMatchObject({
      items: expect.arrayContaining([{ field: 'duration.fromTime', op: 'lte', value: '2026-11-22 08:00:00' }]),
    });
  });

  it('rejects an invalid reply with an InvalidReplyError instead of crashing later', async () => {
    reply = { _embedded: { 'b2b:siteAnnouncements': [{ id: 'a1' }] }, page: page.page, aggregations: {} };
    await expect(fetchAnnouncements({ displayPage: 'HOMEPAGE', language: 'en-US' })).rejects.toBeInstanceOf(InvalidReplyError);
  });
});

describe('useAnnouncements', () => {
  function wrapper({ children }: { children: ReactNode }) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }

  it('gives the announcements of the page', async () => {
    const { result } = renderHook(() => useAnnouncements({ displayPage: 'HOMEPAGE', language: 'en-US', industrySiteId: 'site-1' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([announcement]);
  });

  it('turns an invalid reply into an error state', async () => {
    reply = { unexpected: true };
    const { result } = renderHook(() => useAnnouncements({ displayPage: 'HOMEPAGE', language: 'en-US' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(InvalidReplyError);
  });
});
