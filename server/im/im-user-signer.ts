// What the signature endpoint hands out and the local IM endpoints check (X-IM-Sig): a user signature.

/**
 * How long a signature is good for: a week, our choice (the spec names none). The local IM checks the
 * session cookie beside it on every call, so a signature alone opens nothing.
 */
export const IM_USER_SIG_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface ImUserSigner {
  /** The Tencent Cloud Chat app the signatures are for; null for the local IM. */
  readonly sdkAppId: number | null;
  sign(imUserId: string): Promise<string>;
  /** The imUserId a signature was made for; null when it is not one of ours, was altered or has expired. */
  verify(userSig: string): Promise<string | null>;
}

/** Milliseconds since the epoch; tests move it. */
export type Clock = () => number;
