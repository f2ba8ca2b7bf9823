// For the personal centre's, business-card and workbench pages' tests: the code those pages load lazily (their
// route, the HTTP client, the validators of their lists), loaded once before the tests, so that no test's first
// render waits for it.
export function preloadCentrePages(): Promise<unknown> {
  return Promise.all([
    import('../../other-page-routes'),
    import('../../language-page-routes'),
    import('../UserCentreLayout'),
    import('../BusinessCardLayout'),
    import('../../workbench/WorkbenchLayout'),
    import('../../../platform/http'),
    import('../../../generated/validators/validateFollowList.js'),
    import('../../../generated/validators/validateInquiryList.js'),
    import('../../../generated/validators/validateBusinessCardExchangeList.js'),
    import('../../../generated/validators/validateReceivedBusinessCardList.js'),
    import('../../../generated/validators/validateSourcingRequestList.js'),
    import('../../../generated/validators/validateCompanyInfo.js'),
  ]);
}
