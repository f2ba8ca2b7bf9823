// What a form says at a field: a catalog message (the page's own checks) or the server's text (its refusal,
// already in the page's language).
import type { MessageId } from '../../../../common/i18n/messages';

export type FieldMessage = { id: MessageId; values?: Record<string, string | number> } | { text: string };

/** The characters a person sees, as the server's JSON Schema counts them (an emoji or a Chinese character is one). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}
