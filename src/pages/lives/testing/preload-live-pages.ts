// For the live pages' tests: the code those pages load lazily (their routes, the HTTP client, the validators of
// their replies, the stored content's sections), loaded once before the tests, so that no test's first render
// waits for it.
export function preloadLivePages(): Promise<unknown> {
  return Promise.all([
    import('../../language-page-routes'),
    import('../../content/content-routes'),
    import('../LivePage'),
    import('../../../platform/http'),
    import('../../../engine/parse-page-config'),
    import('../../../../common/generated/validators/validateLive.js'),
    import('../../../../common/generated/validators/validateLiveList.js'),
    import('../../../../common/generated/validators/validateLiveAppointmentList.js'),
    import('../../../../common/generated/validators/validateLiveReservation.js'),
    import('../../../../common/generated/validators/validatePageHeroData.js'),
    import('../../../../common/generated/validators/validateRichTextData.js'),
    import('../../../../common/generated/validators/validateLinkListData.js'),
    import('../../../../sections/page-hero/View'),
    import('../../../../sections/rich-text/View'),
    import('../../../../sections/link-list/View'),
  ]);
}
