// The operators' press invitations (/work/api/news/invitations, EMPLOYEE only): every reply checked against its schema.
import { useQuery } from '@tanstack/react-query';
import type { OperatorAuditList, OperatorPressInvitation, OperatorPressInvitationList, PressInvitationDocument } from '../../../../common/generated/types';
import { validateOperatorAuditList, validateOperatorPressInvitation, validateOperatorPressInvitationList } from '../../../../common/generated/validators.js';
import { checkReply } from '../../../platform/invalid-reply';
import { requestLazily } from '../../../platform/lazy-request';
import type { RequestConfig } from '../../../platform/http';
import { operatorKeys } from '../operator-queries';

export type { OperatorPressInvitation, PressInvitationDocument };

const BASE = '/work/api/news/invitations';
const call = (config: RequestConfig): Promise<unknown> => requestLazily<unknown>({ suppressErrorToast: true, ...config });

export const invitationKeys = {
  list: () => [...operatorKeys.all(), 'invitations'] as const,
  audit: (id: string) => [...operatorKeys.all(), 'invitations', 'audit', id] as const,
};

export async function fetchInvitations(): Promise<OperatorPressInvitationList> {
  return checkReply(validateOperatorPressInvitationList, await call({ url: BASE }), 'press invitation list');
}

/** Creates the invitation (`isNew`), or saves over the stored one of its id; E400_INVALID_PRESS_INVITATION names what is wrong. */
export async function saveInvitation(isNew: boolean, document: PressInvitationDocument): Promise<OperatorPressInvitation> {
  const reply = isNew
    ? await call({ method: 'POST', url: BASE, data: { document } })
    : await call({ method: 'PUT', url: `${BASE}/${encodeURIComponent(document.id)}`, data: { document } });
  return checkReply(validateOperatorPressInvitation, reply, 'press invitation');
}

export async function fetchInvitationAudit(id: string): Promise<OperatorAuditList> {
  return checkReply(validateOperatorAuditList, await call({ url: `${BASE}/${encodeURIComponent(id)}/audit` }), 'press invitation audit');
}

export function useInvitations() {
  return useQuery({ queryKey: invitationKeys.list(), queryFn: fetchInvitations, refetchOnWindowFocus: false });
}

export function useInvitationAudit(id: string | undefined) {
  return useQuery({
    queryKey: invitationKeys.audit(id ?? ''),
    queryFn: () => fetchInvitationAudit(id ?? ''),
    enabled: id !== undefined,
    refetchOnWindowFocus: false,
  });
}
