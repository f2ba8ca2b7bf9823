import type { Session } from '../../src/platform/session';
import { sourcingRequestPermission } from '../../src/platform/sourcing-request';
import { sourcingRequestDestination, type SourcingRequestPages } from './sourcing-request-destination';

/** The buyer entry's action: prompts as the session needs (spec §5, §8), then goes where the answer leads. */
export async function postSourcingRequest(session: Session, pages: SourcingRequestPages): Promise<void> {
  const destination = await sourcingRequestDestination(sourcingRequestPermission(session), pages);
  if (!destination) return;
  if (destination.newTab) window.open(destination.url, '_blank');
  else window.location.assign(destination.url);
}
