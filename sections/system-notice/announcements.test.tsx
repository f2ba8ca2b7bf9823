import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, AnnouncementPage } from '../../common/generated/types';
import { announcementQuery, ANNOUNCEMENTS_PATH } from '../../common/announcement-query';
import { replyKeyOf } from '../../common/inlined-data';
import { announcementCall, announcementKeys, fetchAnnouncements, readInitialAnnouncements, useAnnouncements, type AnnouncementsRequest } from './announcements';
import { InvalidReplyError } from '../../src/platform/invalid-reply';
import { createPortalQueryClient } from '../../src/platform/query-client';
import { parseQuery } from '../../common/query-string';
import { inlineData, removeInlinedData } from '../../src/platform/testing/inlined-data';
import { localApiForTests } from '../../src/platform/testing/api-for-tests';
import { sendJson } from '../../src/platform/testing/local-api-server';
import { dismissToast, getToasts } from '../../src/platform/toast';

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

/** What the server inlines when the section's server hook names the call of `request` and it answers `value`. */
const inlineReply = (request: AnnouncementsRequest, value: unknown) =>
  inlineData('queryReplies', JSON.stringify({ [replyKeyOf(announcementCall(request).queryKey)]: value }));
const homepage = (language: 'en-US' | 'zh-CN', industrySiteId?: string): AnnouncementsRequest => ({ displayPage: 'HOMEPAGE', language, industrySiteId });

describe('announcementCall', () => {
  it('names the call the query makes, by the query key, for the server to answer into the page', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T00:00:00Z') });
    const call = announcementCall(homepage('en-US', 'site-1'));
    expect(call.queryKey).toEqual(announcementKeys.list(homepage('en-US', 'site-1')));
    expect(call.path).toBe(ANNOUNCEMENTS_PATH);
    expect(call.query).toEqual({ ...announcementQuery(homepage('en-US'), '2026-11-22 08:00:00') });
  });
});

describe('readInitialAnnouncements', () => {
  afterEach(() => removeInlinedData('queryReplies'));

  it('gives the announcements the server inlined for this display page, language and industry site', () => {
    inlineReply(homepage('en-US', 'site-1'), page);
    expect(readInitialAnnouncements(homepage('en-US', 'site-1'))).toEqual([announcement]);
  });

  it('gives nothing for another request or when nothing is inlined, so they are fetched', () => {
    expect(readInitialAnnouncements(homepage('en-US', 'site-1'))).toBeUndefined();
    inlineReply(homepage('en-US', 'site-1'), page);
    expect(readInitialAnnouncements(homepage('zh-CN', 'site-1'))).toBeUndefined();
    expect(readInitialAnnouncements(homepage('en-US', 'site-2'))).toBeUndefined();
    expect(readInitialAnnouncements({ displayPage: 'EXHIBITION', language: 'en-US', industrySiteId: 'site-1' })).toBeUndefined();
  });

  it('ignores an inlined reply without a list of announcements, saying why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const reply of [{ unexpected: true }, { _embedded: { 'b2b:siteAnnouncements': 'none' } }, null]) {
      inlineReply(homepage('en-US'), reply);
      expect(readInitialAnnouncements(homepage('en-US'))).toBeUndefined();
      removeInlinedData('queryReplies');
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
    inlineReply(homepage('en-US'), page);
    const client = createPortalQueryClient();
    const portalWrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useAnnouncements({ displayPage: 'HOMEPAGE', language: 'en-US' }), { wrapper: portalWrapper });
    expect(result.current.data).toEqual([announcement]);
    removeInlinedData('queryReplies');
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
