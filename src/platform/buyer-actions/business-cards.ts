// Spec §4, §5: Exchange / Exchanged, a buyer's business card to an exhibitor (server/member/actions/business-cards).
// The page handles every refusal itself (login, non-buyer, sensitive words), so no call toasts.
import type { BusinessCardExchangeList } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { requestCheckedLazily, requestLazily } from '../lazy-request';

const EXCHANGES_PATH = '/member/api/businessCards/exchanges';

const loadExchangeListValidator = () =>
  import('../../../common/generated/validators/validateBusinessCardExchangeList.js').then((module) => module.validateBusinessCardExchangeList);

/** The exhibitors the buyer exchanged cards with, most recent first, texts in the language. */
export function fetchExchanges(language: Language, signal?: AbortSignal): Promise<BusinessCardExchangeList> {
  return requestCheckedLazily(
    { url: `${EXCHANGES_PATH}/self`, params: { lang: language }, suppressErrorToast: true, signal },
    loadExchangeListValidator,
    'business card exchanges',
  );
}

export interface CardExchange {
  siteTraderId: string;
  /** Optional; blank is sent as none. At most BUSINESS_CARD_MESSAGE_MAX_LENGTH characters. */
  message: string;
}

/** Sends the buyer's card to the exhibitor's company; a message with a sensitive word is refused (400). */
export async function exchangeCard({ siteTraderId, message }: CardExchange): Promise<void> {
  const text = message.trim();
  await requestLazily({ method: 'POST', url: EXCHANGES_PATH, data: { siteTraderId, ...(text ? { message: text } : {}) }, suppressErrorToast: true });
}
