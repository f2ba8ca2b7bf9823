import type { FastifyRequest } from 'fastify';
import { messageFor } from '../auth/viewer.js';
import type { HotlineNumbers } from '../config/hotline.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { findSensitiveWord } from './find-sensitive-word.js';
import type { SensitiveWordRepository } from './repository.js';

/** Throws 400 E400_SENSITIVE_CONTENT when any of the submitted texts holds a listed word. */
export type SensitiveContentGuard = (request: FastifyRequest, texts: readonly (string | undefined)[]) => Promise<void>;

/**
 * Spec §5: sensitive content in a submission is refused with a message to call the hotline, one number
 * overseas and one domestic (from configuration). The words are read on every check, so an edit of the
 * list applies at once; the reply does not say which word hit, the server log does.
 */
export function createSensitiveContentGuard(words: SensitiveWordRepository, hotline: HotlineNumbers): SensitiveContentGuard {
  return async (request, texts) => {
    const submitted = texts.filter((text): text is string => text !== undefined && text.trim() !== '');
    if (submitted.length === 0) return;
    const list = await words.listWords();
    for (const text of submitted) {
      const word = findSensitiveWord(text, list);
      if (word === undefined) continue;
      request.log.info({ sensitiveWord: word }, 'submission refused for sensitive content');
      throw new ApiError(400, ErrorCode.sensitiveContent, messageFor(request, 'sensitiveContent.hotline', { ...hotline }));
    }
  };
}
