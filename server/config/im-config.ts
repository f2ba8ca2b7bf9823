// Configuration of instant messaging (spec §4, §7), from the environment (server/app.ts) or given by tests.

/** Tencent Cloud Chat: the app's SDKAppID and the secret key its user signatures are made with. */
export interface TimCredentials {
  sdkAppId: number;
  secretKey: string;
}

export interface ImConfig {
  /** Set: user signatures for Tencent Cloud Chat (tls-sig-api-v2); null: the local IM. */
  tim: TimCredentials | null;
  /** The key the local IM's tokens are signed with; null: one made once and kept in the database. */
  localImSecret: string | null;
  /**
   * Spec §7's kefu host, the origin the browser posts the customer-service exchange to (told to it in the
   * signature reply); null: this server answers the exchange itself.
   */
  kefuHost: string | null;
  /** The e-mail of the customer-service account this server's kefu exchange names (a seeded account). */
  kefuAccount: string;
}

export const DEFAULT_KEFU_ACCOUNT = 'employee@demo.fair';
/** An HMAC-SHA256 key shorter than its 32-byte output weakens it. */
export const LOCAL_IM_SECRET_MIN_LENGTH = 32;

export const DEFAULT_IM_CONFIG: ImConfig = { tim: null, localImSecret: null, kefuHost: null, kefuAccount: DEFAULT_KEFU_ACCOUNT };

const ORIGIN = /^https?:\/\/[^/\s]+$/;

/**
 * TIM_SDKAPPID and TIM_SECRET_KEY (both or neither), LOCAL_IM_SECRET (at least 32 characters), KEFU_HOST
 * (an origin such as https://kefu.example.com) and KEFU_ACCOUNT (an e-mail). Blank counts as unset.
 */
export function readImConfig(env: NodeJS.ProcessEnv): ImConfig {
  const sdkAppId = env.TIM_SDKAPPID?.trim() || undefined;
  const secretKey = env.TIM_SECRET_KEY?.trim() || undefined;
  if ((sdkAppId === undefined) !== (secretKey === undefined)) throw new Error('TIM_SDKAPPID and TIM_SECRET_KEY must be set together.');
  let tim: TimCredentials | null = null;
  if (sdkAppId !== undefined && secretKey !== undefined) {
    if (!/^[1-9]\d{0,9}$/.test(sdkAppId) || Number(sdkAppId) > 0xffff_ffff) throw new Error(`TIM_SDKAPPID must be the app's number, not "${sdkAppId}".`);
    tim = { sdkAppId: Number(sdkAppId), secretKey };
  }
  const localImSecret = env.LOCAL_IM_SECRET?.trim() || null;
  if (localImSecret !== null && localImSecret.length < LOCAL_IM_SECRET_MIN_LENGTH) {
    throw new Error(`LOCAL_IM_SECRET must be at least ${LOCAL_IM_SECRET_MIN_LENGTH} characters.`);
  }
  const kefuHost = env.KEFU_HOST?.trim().replace(/\/+$/, '') || null;
  if (kefuHost !== null && !ORIGIN.test(kefuHost)) throw new Error(`KEFU_HOST must be an origin like https://kefu.example.com, not "${kefuHost}".`);
  const kefuAccount = env.KEFU_ACCOUNT?.trim().toLowerCase() || DEFAULT_KEFU_ACCOUNT;
  return { tim, localImSecret, kefuHost, kefuAccount };
}
