import { describe, expect, it } from 'vitest';
import { BUSINESS_CARD_MESSAGE_MAX_LENGTH as SERVER_CARD_MAX } from '../../../server/member/actions/business-cards/routes';
import { INQUIRY_CONTENT_MAX_LENGTH as SERVER_INQUIRY_MAX } from '../../../server/member/actions/inquiries/routes';
import { BUSINESS_CARD_MESSAGE_MAX_LENGTH, INQUIRY_CONTENT_MAX_LENGTH } from './action-limits';

describe('the buyer action forms’ limits', () => {
  it('are the limits the server checks, so the forms never let through what it refuses', () => {
    expect(INQUIRY_CONTENT_MAX_LENGTH).toBe(SERVER_INQUIRY_MAX);
    expect(BUSINESS_CARD_MESSAGE_MAX_LENGTH).toBe(SERVER_CARD_MAX);
  });
});
