import { describe, expect, it } from 'vitest';
import { RequestFailure } from './request-failure';
import { requestFailureOf } from './request-failure-of';

describe('requestFailureOf', () => {
  it('carries the status, the body, the error list and its first code and message', () => {
    const body = {
      errorList: [
        { errorCode: 'E1', errorMessage: 'First problem' },
        { errorCode: 'E2', errorMessage: 'Second problem' },
      ],
    };
    const failure = requestFailureOf(400, body);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.name).toBe('RequestFailure');
    expect(failure.status).toBe(400);
    expect(failure.body).toBe(body);
    expect(failure.errorList).toEqual(body.errorList);
    expect(failure.errorCode).toBe('E1');
    expect(failure.errorMessage).toBe('First problem');
    expect(failure.message).toBe('First problem');
  });

  it('has no error list when the body is not an error response', () => {
    for (const body of ['<html>Bad gateway</html>', null, { errorList: [] }, { errorList: [{ errorCode: 1 }] }]) {
      const failure = requestFailureOf(502, body);
      expect(failure.errorList).toEqual([]);
      expect(failure.errorCode).toBeUndefined();
      expect(failure.errorMessage).toBeUndefined();
      expect(failure.message).toBe('Request failed with status 502');
    }
  });
});
