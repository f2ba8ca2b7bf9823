// The issue-4 contract's calls that start a session or prepare one: login by password or by code, sending a
// code, registering a buyer, retrieving a password. Each login answers the new LoginStatus (and sets the cookies).
import type { LoginStatus } from '../../../common/generated/types';
import { validateLoginStatus } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { encryptPassword } from './password-encryption';
import { SESSION_PATHS } from './paths';

export type CodeChannel = 'EMAIL' | 'SMS';
/** The wait before the first resend: the server sends at most one code per target per 60 s, then backs off (issue 24), answering E429_CODE_TOO_SOON with the seconds left. */
export const CODE_RESEND_INTERVAL_MS = 60_000;
export type CodePurpose = 'LOGIN' | 'REGISTER' | 'RETRIEVE_PASSWORD';

/** An e-mail address goes by e-mail, anything else (a phone number) by SMS. */
export function codeChannelOf(target: string): CodeChannel {
  return target.includes('@') ? 'EMAIL' : 'SMS';
}

async function postForStatus(url: string, data: unknown): Promise<LoginStatus> {
  return checkReply(validateLoginStatus, await requestLazily<unknown>({ method: 'POST', url, data }), 'login status');
}

/** Spec §5: agreement to the user agreement, privacy policy and cookie policy; the server refuses without it. */
export interface Agreement {
  agreeToTerms: boolean;
}

export interface PasswordCredentials extends Agreement {
  /** An e-mail address or a phone number. */
  account: string;
  password: string;
}

/** The password login's body, the password RSA-encrypted (the member and the media login send the same). */
export async function passwordLoginBody({ account, password, agreeToTerms }: PasswordCredentials) {
  return { account, password: await encryptPassword(password), agreeToTerms };
}

export async function loginWithPassword(credentials: PasswordCredentials): Promise<LoginStatus> {
  return postForStatus(SESSION_PATHS.login, await passwordLoginBody(credentials));
}

export function loginWithCode({ target, code, agreeToTerms }: { target: string; code: string } & Agreement): Promise<LoginStatus> {
  return postForStatus(SESSION_PATHS.loginWithCode, { target, code, agreeToTerms });
}

export function sendCode(target: string, purpose: CodePurpose): Promise<void> {
  return requestLazily<void>({ method: 'POST', url: SESSION_PATHS.codes, data: { channel: codeChannelOf(target), target, purpose } });
}

export interface Registration extends Agreement {
  /** An e-mail address or a phone number; the code was sent to it with purpose REGISTER. */
  target: string;
  code: string;
  name: string;
  password: string;
}

/** The register's body, the password RSA-encrypted (the buyer and the media register send the same). */
export async function registrationBody({ target, code, name, password, agreeToTerms }: Registration) {
  const contact = codeChannelOf(target) === 'EMAIL' ? { email: target } : { phone: target };
  return { ...contact, code, name, password: await encryptPassword(password), agreeToTerms };
}

/** Registers a buyer and logs them in. */
export async function registerBuyer(registration: Registration): Promise<LoginStatus> {
  return postForStatus(SESSION_PATHS.register, await registrationBody(registration));
}

export async function retrievePassword({ target, code, newPassword }: { target: string; code: string; newPassword: string }): Promise<void> {
  await requestLazily<void>({
    method: 'POST',
    url: SESSION_PATHS.retrievePassword,
    data: { target, code, newPassword: await encryptPassword(newPassword) },
  });
}
