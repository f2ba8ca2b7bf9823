// Spec §7: "cookie consent reported as allow or deny". Issue 29: the operator's numbers say how many visitors
// chose Allow and how many Deny, so a deny is reported too. The report is the choice and nothing else: no
// cookie goes with it (credentials omit), no referrer, no identifier; the server adds one to that day's count.
// It is not an analytics event (./analytics.ts): recording the answer to the consent question is needed
// whatever the answer was.
import type { ConsentChoice, ConsentChoiceReport } from '../../common/generated/types';

export const CONSENT_REPORT_URL = '/api/analytics/consent';

export function reportConsentChoice(choice: ConsentChoice): void {
  const report: ConsentChoiceReport = { choice };
  // Best effort, as the beacon: a lost report is one count fewer and never troubles the page.
  fetch(CONSENT_REPORT_URL, {
    method: 'POST',
    body: JSON.stringify(report),
    keepalive: true,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}
