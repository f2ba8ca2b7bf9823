// How the personal centre names what the company form stored (schemas/buyer/buyer-common.schema.json): the
// business type and the spec §3 buyer type from the catalogs, the country or region by its ISO code.
import type { BusinessType } from '../../../common/generated/types';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';

export function businessTypeMessage(type: BusinessType): MessageId {
  return `user-centre.businessType.${type}`;
}

const BUYER_TYPE_MESSAGES: Record<string, MessageId> = {
  'Domestic purchaser': 'user-centre.buyerType.domestic',
  'Overseas purchaser': 'user-centre.buyerType.overseas',
};

/** Spec §3: the member's buyer type label; a label the catalogs do not know is shown as it is. */
export function buyerTypeMessage(label: string): MessageId | undefined {
  return Object.hasOwn(BUYER_TYPE_MESSAGES, label) ? BUYER_TYPE_MESSAGES[label] : undefined;
}

/** The region's name in the language (schema: the page names it with Intl.DisplayNames); the code if it has none. */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    // A code Intl refuses (not two letters) is shown as the server sent it.
    return code;
  }
}
