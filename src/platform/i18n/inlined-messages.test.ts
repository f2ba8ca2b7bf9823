import { describe, expect, it } from 'vitest';
import { inlinedDataIn } from '../inlined-data';
import { registerInlinedMessages } from './inlined-messages';
import { loadedMessages, messagesFor, registerMessages, type CompiledMessages } from './messages';

function documentWith(json: string) {
  const root = document.implementation.createHTMLDocument();
  root.body.innerHTML = `<script type="application/json" id="initial-messages">${json}</script>`;
  return inlinedDataIn(root);
}

describe('the catalog inlined in the home page', () => {
  const original = messagesFor('zh-CN');

  it('is registered for its language', () => {
    const catalog = { 'request.error': [{ type: 0, value: '请求错误（内联）' }] };
    registerInlinedMessages(documentWith(JSON.stringify({ language: 'zh-CN', messages: catalog })));
    expect(loadedMessages('zh-CN')).toEqual(catalog);
    registerMessages('zh-CN', original);
  });

  it('is ignored when it names no known language or holds no catalog', () => {
    registerInlinedMessages(documentWith(JSON.stringify({ language: 'fr-FR', messages: {} })));
    registerInlinedMessages(documentWith(JSON.stringify({ language: 'zh-CN', messages: 'nothing' })));
    expect(loadedMessages('zh-CN')).toBe(original as CompiledMessages);
  });
});
