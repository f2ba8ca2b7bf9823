// Spec §7: POST {kefu host}/public/api/imIntegration/postTiMexchangeImUser with memberId — the customer
// service's IM user for that member, cached per member (a failed exchange is not cached, so it is asked again).
// The kefu host is the signature reply's kefuHost when the server names one, else this server.
import { validateKefuExchangeReply } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { IM_PATHS } from './im-paths';

const exchanged = new Map<string, Promise<string>>();

/** The customer service's imUserId for the member; one call per member (and host) however often it is asked. */
export function exchangeKefuImUser(memberId: string, kefuHost = ''): Promise<string> {
  const key = `${kefuHost} ${memberId}`;
  let imUserId = exchanged.get(key);
  if (!imUserId) {
    const asked = requestLazily<unknown>({ method: 'POST', url: `${kefuHost}${IM_PATHS.kefuExchange}`, data: { memberId } }).then(
      (reply) => checkReply(validateKefuExchangeReply, reply, 'kefu exchange').imUserId,
    );
    asked.catch(() => {
      if (exchanged.get(key) === asked) exchanged.delete(key);
    });
    exchanged.set(key, asked);
    imUserId = asked;
  }
  return imUserId;
}

/** For tests: forgets every exchange. */
export function forgetKefuExchanges(): void {
  exchanged.clear();
}
