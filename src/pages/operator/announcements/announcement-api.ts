// The operators' announcements (/work/api/announcements, EMPLOYEE only): every reply checked against its schema.
import { useQuery } from '@tanstack/react-query';
import type { AnnouncementDocument, OperatorAnnouncement, OperatorAnnouncementList, OperatorAuditList } from '../../../../common/generated/types';
import { validateOperatorAnnouncement, validateOperatorAnnouncementList, validateOperatorAuditList } from '../../../../common/generated/validators.js';
import type { Language } from '../../../../common/language';
import { checkReply } from '../../../platform/invalid-reply';
import { requestLazily } from '../../../platform/lazy-request';
import type { RequestConfig } from '../../../platform/http';
import { operatorKeys } from '../operator-queries';

export type { AnnouncementDocument, OperatorAnnouncement };

const BASE = '/work/api/announcements';

/** The page answers a failure in place: no default toast. */
const call = (config: RequestConfig): Promise<unknown> => requestLazily<unknown>({ suppressErrorToast: true, ...config });

export const announcementKeys = {
  list: (lang: Language) => [...operatorKeys.all(), 'announcements', lang] as const,
  audit: (id: string) => [...operatorKeys.all(), 'announcements', 'audit', id] as const,
};

export async function fetchAnnouncements(lang: Language): Promise<OperatorAnnouncementList> {
  return checkReply(validateOperatorAnnouncementList, await call({ url: BASE, params: { lang } }), 'announcement list');
}

/** Creates an announcement of `lang`, or saves over the one `id` names; E400_INVALID_ANNOUNCEMENT names what is wrong. */
export async function saveAnnouncement(lang: Language, id: string | undefined, document: AnnouncementDocument): Promise<OperatorAnnouncement> {
  const reply =
    id === undefined
      ? await call({ method: 'POST', url: BASE, params: { lang }, data: { document } })
      : await call({ method: 'PUT', url: `${BASE}/${encodeURIComponent(id)}`, data: { document } });
  return checkReply(validateOperatorAnnouncement, reply, 'announcement');
}

export async function deleteAnnouncement(id: string): Promise<void> {
  await call({ method: 'DELETE', url: `${BASE}/${encodeURIComponent(id)}` });
}

export async function fetchAnnouncementAudit(id: string): Promise<OperatorAuditList> {
  return checkReply(validateOperatorAuditList, await call({ url: `${BASE}/${encodeURIComponent(id)}/audit` }), 'announcement audit');
}

export function useAnnouncements(lang: Language) {
  return useQuery({ queryKey: announcementKeys.list(lang), queryFn: () => fetchAnnouncements(lang), refetchOnWindowFocus: false });
}

export function useAnnouncementAudit(id: string | undefined) {
  return useQuery({
    queryKey: announcementKeys.audit(id ?? ''),
    queryFn: () => fetchAnnouncementAudit(id ?? ''),
    enabled: id !== undefined,
    refetchOnWindowFocus: false,
  });
}
