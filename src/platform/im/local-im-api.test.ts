import { describe, expect, it } from 'vitest';
import { InvalidReplyError } from '../invalid-reply';
import { RequestFailure } from '../request-failure';
import { errorReply, setUpAuthApi } from '../session/testing/auth-api';
import { getToasts } from '../toast';
import { fetchConversations, fetchMessages, markConversationRead, sendMessage } from './local-im-api';
import conversations from '../../../fixtures/im/im-conversation-list.many.en-US.json';
import thread from '../../../fixtures/im/im-message-list.conversation.en-US.json';
import sent from '../../../fixtures/im/im-message.sent.en-US.json';

const api = setUpAuthApi();
const seller = { subsite: 'seller', imUserSig: 'sig-of-seller' };

describe('the local IM chat calls', () => {
  it('asks the conversations of the subsite with the imUserSig in X-IM-Sig', async () => {
    api.reply('GET /seller/api/im/conversations', { status: 200, body: conversations });
    await expect(fetchConversations(seller)).resolves.toEqual(conversations.conversations);
    expect(api.sent[0]?.headers['x-im-sig']).toBe('sig-of-seller');
  });

  it('asks a page of messages before a message id, the peer id encoded in the path', async () => {
    api.reply('GET /seller/api/im/conversations/acc%2F7/messages', { status: 200, body: thread });
    await expect(fetchMessages(seller, 'acc/7', { before: '120', size: 30 })).resolves.toEqual(thread.messages);
    await fetchMessages(seller, 'acc/7', { size: 30 });
    expect(api.sent.map((request) => Object.fromEntries(request.query))).toEqual([{ before: '120', size: '30' }, { size: '30' }]);
  });

  it('sends the text as { text } and answers the message', async () => {
    api.reply('POST /seller/api/im/conversations/acc-buyer/messages', { status: 201, body: sent });
    await expect(sendMessage(seller, 'acc-buyer', sent.text)).resolves.toEqual(sent);
    expect(api.sent[0]?.body).toEqual({ text: sent.text });
  });

  it('marks a conversation read and answers the unread total left', async () => {
    api.reply('POST /seller/api/im/conversations/acc-buyer/read', { status: 200, body: { total: 3 } });
    await expect(markConversationRead(seller, 'acc-buyer')).resolves.toBe(3);
  });

  it('refuses a reply of another shape', async () => {
    api.reply('GET /seller/api/im/conversations', { status: 200, body: { conversations: [{ peerId: 'x' }] } });
    await expect(fetchConversations(seller)).rejects.toBeInstanceOf(InvalidReplyError);
    api.reply('POST /seller/api/im/conversations/acc-buyer/messages', { status: 201, body: { ...sent, id: 'not-a-number' } });
    await expect(sendMessage(seller, 'acc-buyer', 'hi')).rejects.toBeInstanceOf(InvalidReplyError);
  });

  it("rejects with the server's failure, without a toast of its own", async () => {
    api.reply('POST /seller/api/im/conversations/acc-buyer/messages', errorReply(400, 'E400_SENSITIVE_CONTENT', 'Please call the hotline.'));
    const failure = await sendMessage(seller, 'acc-buyer', 'bad').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect((failure as RequestFailure).errorMessage).toBe('Please call the hotline.');
    expect(getToasts()).toEqual([]);
  });
});
