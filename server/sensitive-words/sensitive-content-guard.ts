import type { FastifyRequest } from 'fastify';
import { messageFor } from '../auth/viewer.js';
import type { HotlineNumbers } from '../config/hotline.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { findSensitiveWord } from './find-sensitive-word.js';
import type { SensitiveWordRepository } from './repository.js';

/** The texts of a submission: a list, or the form's fields by name (then the refusal names the field). */
export type SubmittedTexts = readonly (string | undefined)[] | Readonly<Record<string, string | undefined>>;

/**
 * Throws 400 E400_SENSITIVE_CONTENT when any of the submitted texts holds a listed word; given the texts by
 * field, the errorList item's pointer names the first field that does (/companyName), so a form shows the
 * refusal at that field.
 */
export type SensitiveContentGuard = (request: FastifyRequest, texts: SubmittedTexts) => Promise<void>;

/**
 * Spec §5: sensitive content in a submission is refused with a message to call the hotline, one number
 * overseas and one domestic (from configuration). The words are read on every check, so an edit of the
 * list applies at once; the reply does not say which word hit, the server log does.
 */
export function createSensitiveContentGuard(words: SensitiveWordRepository, hotline: HotlineNumbers): SensitiveContentGuard {
  return async (request, texts) => {
    const submitted = entriesOf(texts).filter((entry): entry is [string | undefined, string] => entry[1] !== undefined && entry[1].trim() !== '');
    if (submitted.length === 0) return;
    const list = await words.listWords();
    for (const [field, text] of submitted) {
      const word = findSensitiveWord(text, list);
      if (word === undefined) continue;
      request.log.info({ sensitiveWord: word, field }, 'submission refused for sensitive content');
      const message = messageFor(request, 'sensitiveContent.hotline', { ...hotline });
      throw new ApiError(400, ErrorCode.sensitiveContent, message, field === undefined ? undefined : `/${field}`);
    }
  };
}

/** [field, text] pairs; a plain list has no field names. */
function entriesOf(texts: SubmittedTexts): [string | undefined, string | undefined][] {
  if (isTextList(texts)) return texts.map((text) => [undefined, text]);
  return Object.entries(texts);
}

function isTextList(texts: SubmittedTexts): texts is readonly (string | undefined)[] {
  return Array.isArray(texts);
}
