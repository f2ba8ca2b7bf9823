// Spec §7: the announcements of the announcement carousel (SYSTEMNOTICE), with their own call; on the
// home page the server puts the first answer in the HTML.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Announcement } from '../../common/generated/types';
import { announcementQuery, ANNOUNCEMENTS_PATH, type AnnouncementsRequest, type InlinedAnnouncements } from '../../common/announcement-query';
import { inlinedDataIn, type InlinedDataSource } from './inlined-data';
import { useInlinedData } from './inlined-data-context';
import { checkReply } from './invalid-reply';
import { requestLazily } from './lazy-request';
import { nowAsWallTime } from '../../common/wall-time';

export type { AnnouncementsRequest };

export const announcementKeys = {
  all: ['announcements'] as const,
  list: ({ displayPage, language, industrySiteId }: AnnouncementsRequest) => [...announcementKeys.all, displayPage, language, industrySiteId ?? null] as const,
};

/** The announcements live now; a reply that does not match the schema rejects with an InvalidReplyError. */
export async function fetchAnnouncements(params: AnnouncementsRequest, signal?: AbortSignal): Promise<readonly Announcement[]> {
  const [reply, { validateAnnouncementPage }] = await Promise.all([
    requestLazily<unknown>({ url: ANNOUNCEMENTS_PATH, params: announcementQuery(params, nowAsWallTime()), signal }),
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

/** The inlined announcements when they answer this request; otherwise they are fetched. */
export function readInitialAnnouncements(
  params: AnnouncementsRequest,
  source: InlinedDataSource = inlinedDataIn(document),
): readonly Announcement[] | undefined {
  const inlined = source.read('announcements') as Partial<InlinedAnnouncements> | undefined;
  if (inlined?.request?.displayPage !== params.displayPage || inlined.request.language !== params.language) return undefined;
  const list = inlinedList(inlined.reply);
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
