// Spec §6, issue 9: the media's own login and register, with the member login's and the buyer register's
// bodies (password RSA-encrypted). Each answers the new login status, whether the account is a media member,
// and the notice to show while it is not yet.
import type { MediaLoginReply } from '../../../common/generated/types';
import { validateMediaLoginReply } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { passwordLoginBody, registrationBody, type PasswordCredentials, type Registration } from './auth-calls';
import { SESSION_PATHS } from './paths';

async function postForMediaReply(url: string, data: unknown): Promise<MediaLoginReply> {
  return checkReply(validateMediaLoginReply, await requestLazily<unknown>({ method: 'POST', url, data }), 'media login reply');
}

export async function loginAsMedia(credentials: PasswordCredentials): Promise<MediaLoginReply> {
  return postForMediaReply(SESSION_PATHS.mediaLogin, await passwordLoginBody(credentials));
}

/** Registers a media account (not a media member until its company is verified) and logs it in. */
export async function registerMedia(registration: Registration): Promise<MediaLoginReply> {
  return postForMediaReply(SESSION_PATHS.mediaRegister, await registrationBody(registration));
}
