// Spec §2: the instant-message page, /{subSite}/instantmessageself/index with query to, structure and clue,
// opens in a named window (one window however often it is opened).
import { linkQuery } from '../../../common/link-query';

export const IM_WINDOW_NAME = 'instantmessage';

/** Spec §2: clue Y shows the peer's company card at the top of the conversation. */
export const CLUE_COMPANY_CARD = 'Y';

export interface ImPageQuery {
  /** The imUserId of the person to talk to. */
  to?: string;
  structure?: string;
  /** 'Y', or a given value. */
  clue?: string;
}

export function instantMessagePageUrl(subsite: string, query: ImPageQuery = {}): string {
  const given = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  const search = linkQuery(given);
  return `/${subsite}/instantmessageself/index${search ? `?${search}` : ''}`;
}

export function openInstantMessagePage(url: string): void {
  window.open(url, IM_WINDOW_NAME);
}
