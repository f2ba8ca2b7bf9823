// Where verification codes go: a mail port for e-mail addresses and an SMS port for phone numbers. A
// deployment with a mail server or an SMS gateway gives its own; the embedded default is
// server/dev-mailbox/embedded-code-port.ts.
import type { Language } from '../../common/generated/types.js';

export type CodeChannel = 'EMAIL' | 'SMS';
export type CodePurpose = 'LOGIN' | 'REGISTER' | 'RETRIEVE_PASSWORD';

export interface CodeMessage {
  channel: CodeChannel;
  /** The normalised e-mail address or phone number. */
  target: string;
  purpose: CodePurpose;
  code: string;
  language: Language;
  /** The text to send, in the requester's language. */
  text: string;
}

export interface MailPort {
  sendMail(message: CodeMessage): Promise<void>;
}

export interface SmsPort {
  sendSms(message: CodeMessage): Promise<void>;
}

export interface CodePorts {
  mail: MailPort;
  sms: SmsPort;
}
