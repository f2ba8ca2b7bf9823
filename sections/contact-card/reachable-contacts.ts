import type { Contact, ContactCardData } from '../../common/generated/types';

/** The contacts with a way to reach them: a phone, an e-mail address or a postal address. */
export function reachableContacts(data: ContactCardData): Contact[] {
  return data.contacts.filter((contact) => (contact.phones?.length ?? 0) > 0 || (contact.emails?.length ?? 0) > 0 || contact.address !== undefined);
}

/** A phone number as a tel: link: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
