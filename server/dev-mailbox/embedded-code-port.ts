// The embedded default mail and SMS port: nothing leaves the machine. Each code is written to the
// server log and, when a mailbox is given, listed on the /dev/mailbox page.
import type { CodeMessage, CodePorts } from '../auth/code-ports.js';
import type { DevMailbox } from './dev-mailbox.js';

export type CodeLogger = (message: CodeMessage) => void;

export function createEmbeddedCodePorts(log: CodeLogger, mailbox?: DevMailbox): CodePorts {
  const deliver = async (message: CodeMessage) => {
    log(message);
    mailbox?.add(message);
  };
  return { mail: { sendMail: deliver }, sms: { sendSms: deliver } };
}
