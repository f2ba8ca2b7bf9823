// Spec §5, §6: a buyer's inquiry to an exhibitor, about one of its products or the exhibitor as a whole
// (server/member/actions/inquiries). The form handles every refusal itself, so the call does not toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestLazily } from '../lazy-request';
import { buyerActionKeys } from './keys';

export interface Inquiry {
  siteTraderId: string;
  /** The product asked about; none for an inquiry from the exhibitor's shop page. */
  productId?: string;
  /** 1 to INQUIRY_CONTENT_MAX_LENGTH characters, not blank; sent trimmed. */
  content: string;
}

/** Sends the inquiry (the reply's id is not needed: the personal centre lists the buyer's inquiries). */
export async function sendInquiry({ siteTraderId, productId, content }: Inquiry): Promise<void> {
  await requestLazily({
    method: 'POST',
    url: '/member/api/inquiries',
    data: { siteTraderId, ...(productId ? { productId } : {}), content: content.trim() },
    suppressErrorToast: true,
  });
}

/** Sends an inquiry; the buyer's inquiry list is read again when next shown. */
export function useSendInquiry(accountId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendInquiry,
    onSuccess: () => client.invalidateQueries({ queryKey: [...buyerActionKeys.all(accountId ?? ''), 'inquiries'] }),
  });
}

/** Writes again in the buyer's own inquiry's thread (1 to INQUIRY_CONTENT_MAX_LENGTH characters, sent trimmed). */
export async function sendFollowUp({ id, content }: { id: string; content: string }): Promise<void> {
  await requestLazily({
    method: 'POST',
    url: `/member/api/inquiries/${encodeURIComponent(id)}/replies`,
    data: { content: content.trim() },
    suppressErrorToast: true,
  });
}

/** Writes a follow-up; the buyer's inquiry list is read again, showing it in its thread. */
export function useSendFollowUp(accountId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFollowUp,
    onSuccess: () => client.invalidateQueries({ queryKey: [...buyerActionKeys.all(accountId ?? ''), 'inquiries'] }),
  });
}
