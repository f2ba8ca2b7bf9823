import { describe, expect, it } from 'vitest';
import type { CodeMessage } from '../auth/code-ports.js';
import { createDevMailbox } from './dev-mailbox.js';
import { devMailboxHtml } from './dev-mailbox-html.js';
import { createEmbeddedCodePorts } from './embedded-code-port.js';

const message = (code: string, target = 'buyer@demo.fair'): CodeMessage => ({
  channel: 'EMAIL',
  target,
  purpose: 'LOGIN',
  code,
  language: 'en-US',
  text: `Your verification code is ${code}.`,
});

describe('the dev mailbox', () => {
  it('lists what was sent, newest first, and keeps only the newest ones', () => {
    const mailbox = createDevMailbox(2);
    mailbox.add(message('111111'));
    mailbox.add(message('222222'));
    mailbox.add(message('333333'));
    expect(mailbox.list().map((m) => m.code)).toEqual(['333333', '222222']);
  });

  it('is filled by the embedded port, which also logs every code, by mail and by SMS', async () => {
    const mailbox = createDevMailbox();
    const logged: string[] = [];
    const ports = createEmbeddedCodePorts((m) => logged.push(`${m.channel} ${m.target} ${m.code}`), mailbox);
    await ports.mail.sendMail(message('123456'));
    await ports.sms.sendSms({ ...message('654321', '+8613800000001'), channel: 'SMS' });
    expect(logged).toEqual(['EMAIL buyer@demo.fair 123456', 'SMS +8613800000001 654321']);
    expect(mailbox.list().map((m) => m.code)).toEqual(['654321', '123456']);
  });

  it('renders an HTML page that escapes what it shows', () => {
    const html = devMailboxHtml([{ ...message('123456', '<b>x</b>@demo.fair'), sentAt: new Date('2026-06-01T00:00:00Z') }]);
    expect(html).toContain('<td class="code">123456</td>');
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;@demo.fair');
    expect(html).not.toContain('<b>x</b>');
    expect(devMailboxHtml([])).toContain('No code has been sent yet.');
  });
});
