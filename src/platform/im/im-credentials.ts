// Spec §3, §7: GET /{subsite}/api/tim/signature/self — the IM credentials (imUserId, imUserSig), Tencent Cloud
// Chat's SDK app id (null means the local IM) and, when configured, the kefu host.
import type { TimSignature } from '../../../common/generated/types';
import { validateTimSignature } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { IM_PATHS } from './im-paths';

export async function fetchImCredentials(subsite: string): Promise<TimSignature> {
  // Without IM the page goes on; the failure is logged where the IM starts, never toasted.
  const reply = await requestLazily<unknown>({ url: IM_PATHS.signature(subsite), suppressErrorToast: true });
  return checkReply(validateTimSignature, reply, 'IM signature');
}
