import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';

// Text the server accepts is text: no NUL (PostgreSQL's text cannot hold it, and a C string ends at it) and no lone
// surrogate (half of a UTF-16 pair: not a character, and not encodable as UTF-8). Checked once for every route, in
// the path, the query and the body, keys included, so no route can forget it; a new route gets it too.
const NOT_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where in `value` a string (or a key) holds a NUL or a lone surrogate: a JSON pointer, or undefined. */
export function badTextIn(value: unknown, at = ''): string | undefined {
  const stack: Array<[unknown, string]> = [[value, at]];
  while (stack.length > 0) {
    const [item, pointer] = stack.pop()!;
    if (typeof item === 'string') {
      if (NOT_TEXT.test(item)) return pointer;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPointer = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        if (NOT_TEXT.test(key)) return pointer === '' ? '/' : pointer;
        stack.push([child, childPointer]);
      }
    }
  }
  return undefined;
}

export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const pointer = badTextIn(value);
      if (pointer !== undefined) {
        // The pointer is built from the request's own keys, which are well-formed: it is safe to echo.
        throw new ApiError(
          400,
          ErrorCode.validation,
          `The ${part} holds a character that is not allowed (NUL or a lone surrogate) at ${(pointer || '/').slice(0, 200)}.`,
        );
      }
    }
  });
}
