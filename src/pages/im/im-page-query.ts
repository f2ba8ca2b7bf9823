// Spec §2: the IM page's query — to (the imUserId whose conversation opens), structure and clue (Y, or a given
// value). The shop page's Chat button gives structure = the exhibitor's shop code, whose card clue Y shows.
import { CLUE_COMPANY_CARD } from '../../platform/im/im-page';
import { linkQuery } from '../../../common/link-query';

export interface ImPageQuery {
  to: string | undefined;
  structure: string | undefined;
  clue: string | undefined;
}

const present = (value: string | null) => (value === null || value.trim() === '' ? undefined : value.trim());

export function readImPageQuery(params: URLSearchParams): ImPageQuery {
  return { to: present(params.get('to')), structure: present(params.get('structure')), clue: present(params.get('clue')) };
}

/** The company card's shop code, when the query asks for the card (clue Y) and names the shop (structure). */
export function companyCardShopCode({ structure, clue }: ImPageQuery): string | undefined {
  return clue === CLUE_COMPANY_CARD ? structure : undefined;
}

/** The query that opens the conversation with `peerId` from the list (nothing else passed through). */
export function conversationSearch(peerId: string): string {
  return `?${linkQuery({ to: peerId })}`;
}
