import { describe, expect, it } from 'vitest';
import { RequestFailure } from '../request-failure';
import { getToasts } from '../toast';
import { fetchMember } from './member';
import { errorReply, setUpAuthApi } from './testing/auth-api';

const member = { id: 'm1', name: 'Alex Buyer', udfs: { buyerType: 'Overseas purchaser', whetherToViewAllExhibits: 'N' } };
const api = setUpAuthApi();

describe('fetchMember', () => {
  it('loads the member with a _t query', async () => {
    api.reply('GET /member/api/members/self', { status: 200, body: member });
    await expect(fetchMember()).resolves.toEqual(member);
    expect(api.sentTo('GET /member/api/members/self')[0]!.query.get('_t')).toMatch(/^\d+$/);
  });

  it('gives a null member for E214009004, with no error shown', async () => {
    api.reply('GET /member/api/members/self', errorReply(404, 'E214009004', 'No member yet'));
    await expect(fetchMember()).resolves.toBeNull();
    expect(getToasts()).toEqual([]);
  });

  it('rejects E201033009 for the caller to log out', async () => {
    api.reply('GET /member/api/members/self', errorReply(401, 'E201033009', 'Your account is disabled'));
    const failure = await fetchMember().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect((failure as RequestFailure).errorCode).toBe('E201033009');
  });
});
