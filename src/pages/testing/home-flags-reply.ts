// For page tests: the stand-in server's home page configuration, which carries the flag mask (spec §4).
import type { AuthApi } from '../../platform/session/testing/auth-api';
import minimalPage from '../../../fixtures/page-configs/valid/minimal.en-US.json';

export const ALL_FLAGS = 0b111_1111;

/** Answers the home page configuration with every flag bit on, or with `flagMask`. */
export function replyHomeFlags(api: AuthApi, flagMask = ALL_FLAGS): void {
  api.reply('GET /b2bshop/api/pageConfigs/public/mobile-home', { status: 200, body: { ...minimalPage, flagMask } });
}
