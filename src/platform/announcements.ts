// Spec §7: the announcements of the announcement carousel (SYSTEMNOTICE), with their own call; on the
// home page the server puts the first answer in the HTML.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Announcement } from '../generated/types';
import { validateAnnouncementPage } from '../generated/validators.js';
import { announcementQuery, ANNOUNCEMENTS_PATH, type AnnouncementsRequest, type InlinedAnnouncements } from './announcement-query';
import { inlinedDataIn, type InlinedDataSource } from './inlined-data';
import { useInlinedData } from './inlined-data-context';
import { checkReply } from './invalid-reply';
import { requestLazily } from './lazy-request';
import { nowAsWallTime } from './time';

export type { AnnouncementsRequest };

export const announcementKeys = {
  all: ['announcements'] as const,
  list: ({ displayPage, language, industrySiteId }: AnnouncementsRequest) =>
    [...announcementKeys.all, displayPage, language, industrySiteId ?? null] as const,
};

function announcementsOf(reply: unknown): readonly Announcement[] {
  return checkReply(validateAnnouncementPage, reply, 'announcement page')._embedded['b2b:siteAnnouncements'];
}

/** The announcements live now; a reply that does not match the schema rejects with an InvalidReplyError. */
export async function fetchAnnouncements(params: AnnouncementsRequest, signal?: AbortSignal): Promise<readonly Announcement[]> {
  return announcementsOf(await requestLazily<unknown>({ url: ANNOUNCEMENTS_PATH, params: announcementQuery(params, nowAsWallTime()), signal }));
}

/** The inlined announcements when they answer this request and match the schema; otherwise they are fetched. */
export function readInitialAnnouncements(params: AnnouncementsRequest, source: InlinedDataSource = inlinedDataIn(document)): readonly Announcement[] | undefined {
  const inlined = source.read('announcements') as Partial<InlinedAnnouncements> | undefined;
  if (inlined?.request?.displayPage !== params.displayPage || inlined.request.language !== params.language) return undefined;
  try {
    return announcementsOf(inlined.reply);
  } catch (error) {
    console.warn('[announcements] the inlined announcements are not used:', error instanceof Error ? error.message : error);
    return undefined;
  }
}

export function useAnnouncements(params: AnnouncementsRequest): UseQueryResult<readonly Announcement[]> {
  const inlined = useInlinedData();
  return useQuery({
    queryKey: announcementKeys.list(params),
    queryFn: ({ signal }) => fetchAnnouncements(params, signal),
    initialData: () => readInitialAnnouncements(params, inlined),
  });
}
