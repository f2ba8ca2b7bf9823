import { describe, expect, it } from 'vitest';
import { validateErrorResponse } from '../../common/generated/validators.js';
import { checkReply, InvalidReplyError } from './invalid-reply';

describe('checkReply', () => {
  it('gives back a reply its schema accepts', () => {
    const reply = { errorList: [{ errorCode: 'E1', errorMessage: 'x' }] };
    expect(checkReply(validateErrorResponse, reply, 'error response')).toBe(reply);
  });

  it('throws an InvalidReplyError that says where the reply is wrong', () => {
    let thrown: unknown;
    try {
      checkReply(validateErrorResponse, { errorList: [{ errorCode: 1 }] }, 'error response');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidReplyError);
    expect((thrown as InvalidReplyError).message).toMatch(/^error response is invalid: .*\/errorList\/0/);
    expect((thrown as InvalidReplyError).errors.length).toBeGreaterThan(0);
  });
});
