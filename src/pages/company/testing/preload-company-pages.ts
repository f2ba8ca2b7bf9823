// For the company completion pages' tests (and registerSuccess's, which leads there): the code those pages load
// lazily (their route, the HTTP client, the validators of their replies, the stored content's sections), loaded
// once before the tests, so that no test's first render waits for it.
export function preloadCompanyPages(): Promise<unknown> {
  return Promise.all([
    import('../../language-page-routes'),
    import('../../content/content-routes'),
    import('../../../platform/http'),
    import('../../../engine/parse-page-config'),
    import('../../../../common/generated/validators/validateCompanyInfo.js'),
    import('../../../../common/generated/validators/validatePageHeroData.js'),
    import('../../../../common/generated/validators/validateRichTextData.js'),
    import('../../../../common/generated/validators/validateLinkListData.js'),
    import('../../../../common/generated/validators/validateContactCardData.js'),
    import('../../../../sections/page-hero/View'),
    import('../../../../sections/rich-text/View'),
    import('../../../../sections/link-list/View'),
    import('../../../../sections/contact-card/View'),
  ]);
}
