// Spec §7: the announcements of the announcement carousel (SYSTEMNOTICE), with their own call; on a page the
// server renders, the section's server hook (index.ts) has the server make the call and inline the reply.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Announcement } from '../../common/generated/types';
import { announcementQuery, ANNOUNCEMENTS_PATH, type AnnouncementsRequest } from '../../common/announcement-query';
import type { PrefetchedCall } from '../../common/inlined-data';
import { inlinedDataIn, inlinedReply, type InlinedDataSource } from '../../src/platform/inlined-data';
import { useInlinedData } from '../../src/platform/inlined-data-context';
import { checkReply } from '../../src/platform/invalid-reply';
import { requestLazily } from '../../src/platform/lazy-request';
import { nowAsWallTime } from '../../common/wall-time';

export type { AnnouncementsRequest };

export const announcementKeys = {
  all: ['announcements'] as const,
  list: ({ displayPage, language, industrySiteId }: AnnouncementsRequest) => [...announcementKeys.all, displayPage, language, industrySiteId ?? null] as const,
};

/** The call for the announcements live now, as the query makes it and the server makes it for the page. */
export function announcementCall(params: AnnouncementsRequest): PrefetchedCall {
  return { queryKey: announcementKeys.list(params), path: ANNOUNCEMENTS_PATH, query: { ...announcementQuery(params, nowAsWallTime()) } };
}

/** The announcements live now; a reply that does not match the schema rejects with an InvalidReplyError. */
export async function fetchAnnouncements(params: AnnouncementsRequest, signal?: AbortSignal): Promise<readonly Announcement[]> {
  const { path, query } = announcementCall(params);
  const [reply, { validateAnnouncementPage }] = await Promise.all([
    requestLazily<unknown>({ url: path, params: query, signal }),
    // With the call, not with the page: the reply the server inlines is not checked again here.
    import('./announcement-page-validator'),
  ]);
  return checkReply(validateAnnouncementPage, reply, 'announcement page')._embedded['b2b:siteAnnouncements'];
}

/** The list out of an inlined reply, when it has one; the server built the reply, so its schema is not checked again. */
function inlinedList(reply: unknown): readonly Announcement[] | undefined {
  const list = (reply as { _embedded?: Record<string, unknown> } | null | undefined)?._embedded?.['b2b:siteAnnouncements'];
  return Array.isArray(list) && list.every((item) => typeof item === 'object' && item !== null) ? (list as Announcement[]) : undefined;
}

/** The announcements the server inlined for this request; otherwise (none, or not a list) they are fetched. */
export function readInitialAnnouncements(
  params: AnnouncementsRequest,
  source: InlinedDataSource = inlinedDataIn(document),
): readonly Announcement[] | undefined {
  const reply = inlinedReply(source, announcementKeys.list(params));
  if (reply === undefined) return undefined;
  const list = inlinedList(reply);
  if (!list) console.warn('[announcements] the inlined announcements are not used: the reply has no list of announcements');
  return list;
}

export function useAnnouncements(params: AnnouncementsRequest): UseQueryResult<readonly Announcement[]> {
  const inlined = useInlinedData();
  return useQuery({
    queryKey: announcementKeys.list(params),
    queryFn: ({ signal }) => fetchAnnouncements(params, signal),
    initialData: () => readInitialAnnouncements(params, inlined),
  });
}
