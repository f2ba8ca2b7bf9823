// Spec §2: which view of /member/rfq/index the hash names: #/rfq-list/create posts a request, #/rfq-list (and
// anything else, so no hash is a dead end) lists them.
import { RFQ_HASHES, type RfqView } from '../../platform/sourcing-requests/rfq-page-url';

export function rfqViewOf(hash: string): RfqView {
  return hash.replace(/\/+$/, '') === RFQ_HASHES.create ? 'create' : 'list';
}
