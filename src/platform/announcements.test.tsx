import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, AnnouncementPage } from '../../common/generated/types';
import { ANNOUNCEMENTS_PATH } from '../../common/announcement-query';
import { announcementKeys, fetchAnnouncements, readInitialAnnouncements, useAnnouncements } from './announcements';
import { InvalidReplyError } from './invalid-reply';
import { createPortalQueryClient } from './query-client';
import { parseQuery } from '../../common/query-string';
import { inlineData, removeInlinedData } from './testing/inlined-data';
import { localApiForTests } from './testing/api-for-tests';
import { sendJson } from './testing/local-api-server';
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

const server = localApiForTests((incoming, response) => {
  if (incoming.url?.startsWith(`${ANNOUNCEMENTS_PATH}?`)) return sendJson(response, 200, reply);
  return sendJson(response, 404, { errorList: [{ errorCode: 'E404', errorMessage: 'Not found' }] });
});

afterEach(() => {
  reply = page;
  server.requests.length = 0;
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('announcementKeys', () => {
  it('keys the cache by display page, language and industry site', () => {
    expect(announcementKeys.list({ displayPage: 'HOMEPAGE', language: 'zh-CN', industrySiteId: 's' })).toEqual(['announcements', 'HOMEPAGE', 'zh-CN', 's']);
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

const inlineAnnouncements = (value: unknown) => inlineData('announcements', JSON.stringify(value));

describe('readInitialAnnouncements', () => {
  afterEach(() => removeInlinedData('announcements'));

  it('gives the announcements the server inlined for this display page and language', () => {
    inlineAnnouncements({ request: { displayPage: 'HOMEPAGE', language: 'en-US' }, reply: page });
    expect(readInitialAnnouncements({ displayPage: 'HOMEPAGE', language: 'en-US', industrySiteId: 'site-1' })).toEqual([announcement]);
  });

  it('gives nothing for another request or when nothing is inlined, so they are fetched', () => {
    expect(readInitialAnnouncements({ displayPage: 'HOMEPAGE', language: 'en-US' })).toBeUndefined();
    inlineAnnouncements({ request: { displayPage: 'HOMEPAGE', language: 'en-US' }, reply: page });
    expect(readInitialAnnouncements({ displayPage: 'HOMEPAGE', language: 'zh-CN' })).toBeUndefined();
    expect(readInitialAnnouncements({ displayPage: 'EXHIBITION', language: 'en-US' })).toBeUndefined();
  });

  it('ignores an inlined reply without a list of announcements, saying why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const reply of [{ unexpected: true }, { _embedded: { 'b2b:siteAnnouncements': 'none' } }, null]) {
      inlineAnnouncements({ request: { displayPage: 'HOMEPAGE', language: 'en-US' }, reply });
      expect(readInitialAnnouncements({ displayPage: 'HOMEPAGE', language: 'en-US' })).toBeUndefined();
      removeInlinedData('announcements');
    }
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the inlined announcements are not used'));
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

  it('starts from the inlined announcements without a request', async () => {
    inlineAnnouncements({ request: { displayPage: 'HOMEPAGE', language: 'en-US' }, reply: page });
    const client = createPortalQueryClient();
    const portalWrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useAnnouncements({ displayPage: 'HOMEPAGE', language: 'en-US' }), { wrapper: portalWrapper });
    expect(result.current.data).toEqual([announcement]);
    removeInlinedData('announcements');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('turns an invalid reply into an error state', async () => {
    reply = { unexpected: true };
    const { result } = renderHook(() => useAnnouncements({ displayPage: 'HOMEPAGE', language: 'en-US' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(InvalidReplyError);
  });
});
