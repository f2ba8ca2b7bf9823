// Types of the part of tls-sig-api-v2 (Tencent's user-signature library, plain CommonJS) the server uses.
declare module 'tls-sig-api-v2' {
  export class Api {
    constructor(sdkAppId: number, secretKey: string);
    /** A UserSig for `userId`, valid for `expireSeconds` from now. */
    genUserSig(userId: string, expireSeconds: number): string;
  }
}
