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
    import('../../../../common/generated/validators/validateFollowList.js'),
    import('../../../../common/generated/validators/validateInquiryList.js'),
    import('../../../../common/generated/validators/validateBusinessCardExchangeList.js'),
    import('../../../../common/generated/validators/validateReceivedBusinessCardList.js'),
    import('../../../../common/generated/validators/validateSourcingRequestList.js'),
    import('../../../../common/generated/validators/validateCompanyInfo.js'),
  ]);
}
