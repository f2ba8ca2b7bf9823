// For the sourcing request page's tests: the code the page loads lazily (its route, the HTTP client, the validator
// of its list), loaded once before the tests, so that no test's first render waits for it.
export function preloadSourcingPages(): Promise<unknown> {
  return Promise.all([
    import('../../other-page-routes'),
    import('../SourcingRequestLayout'),
    import('../../../platform/http'),
    import('../../../../common/generated/validators/validateSourcingRequestList.js'),
  ]);
}
