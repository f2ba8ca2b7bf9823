// Every errorCode this server answers with (spec §3: errorList items carry errorCode and errorMessage).
// The HTTP status is the number after the E, so a client can read either (except the spec's own codes).
export const ErrorCode = {
  validation: 'E400_VALIDATION',
  malformedBody: 'E400_MALFORMED_BODY',
  filterField: 'E400_FILTER_FIELD',
  filterOperator: 'E400_FILTER_OPERATOR',
  filterValue: 'E400_FILTER_VALUE',
  filterTooComplex: 'E400_FILTER_TOO_COMPLEX',
  sortField: 'E400_SORT_FIELD',
  /** A short link may stand only for a path of the portal or an allow-listed host (never a script or another site). */
  linkUrl: 'E400_LINK_URL',
  /** A field of a /report form (errorList items carry its JSON pointer, e.g. /description). */
  reportField: 'E400_REPORT_FIELD',
  badRequest: 'E400_BAD_REQUEST',
  termsNotAgreed: 'E400_TERMS_NOT_AGREED',
  /** The password is not an RSA ciphertext by its form (not base64, longer than the key, not below the modulus); one that does not decrypt is answered as a wrong password (issue 24). */
  unreadablePassword: 'E400_UNREADABLE_PASSWORD',
  passwordLength: 'E400_PASSWORD_LENGTH',
  sensitiveContent: 'E400_SENSITIVE_CONTENT',
  loginRequired: 'E401_LOGIN_REQUIRED',
  badCredentials: 'E401_BAD_CREDENTIALS',
  sessionExpired: 'E401_SESSION_EXPIRED',
  /** The local IM's X-IM-Sig is missing, altered, expired or another user's: fetch the signature again. */
  imSignature: 'E401_IM_SIGNATURE',
  csrfToken: 'E403_CSRF_TOKEN',
  notBuyer: 'E403_NOT_BUYER',
  companyInfoIncomplete: 'E403_COMPANY_INFO_INCOMPLETE',
  /** Spec §6: IM is for buyers (MEMBER, BUYER) and sellers only. */
  notImUser: 'E403_NOT_IM_USER',
  /** An IM user calling under another back office than theirs (member for buyers, seller for sellers). */
  imSubsite: 'E403_IM_SUBSITE',
  /** A chat only between a buyer and a seller, or with the customer service. */
  imPeer: 'E403_IM_PEER',
  /** A notification call under another back office than the viewer's own (member, seller, group, work). */
  wrongSubsite: 'E403_WRONG_SUBSITE',
  /** A seller sends notifications to buyers (BUYER, MEMBER) only. */
  recipientNotBuyer: 'E403_RECIPIENT_NOT_BUYER',
  /** Spec §4: the live flag mask's buyer registration bit is off. */
  registrationClosed: 'E403_REGISTRATION_CLOSED',
  /** Spec §4: the live flag mask's buyer login (or, for a media member, media login) bit is off. */
  loginClosed: 'E403_LOGIN_CLOSED',
  blacklistedCompany: 'E409_BLACKLISTED_COMPANY',
  accountExists: 'E409_ACCOUNT_EXISTS',
  loginThrottled: 'E429_LOGIN_THROTTLED',
  codeTooSoon: 'E429_CODE_TOO_SOON',
  // Spec §8's own codes, which do not follow the E<status> pattern: the status goes with them below.
  /** 401: the session's account is disabled or the session was revoked; the browser logs out. */
  sessionRevoked: 'E201033009',
  /** 404: no member record yet (it is created when the terms are agreed). */
  memberNotFound: 'E214009004',
  /** 404: company information not completed, so no site trader. */
  siteTraderNotFound: 'E214009005',
  notFound: 'E404_NOT_FOUND',
  pageConfigNotFound: 'E404_PAGE_CONFIG',
  shortLinkNotFound: 'E404_SHORT_LINK',
  eventShowNotFound: 'E404_EVENT_SHOW',
  methodNotAllowed: 'E405_METHOD_NOT_ALLOWED',
  bodyTooLarge: 'E413_BODY_TOO_LARGE',
  unsupportedMediaType: 'E415_UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'E429_TOO_MANY_REQUESTS',
  clientError: 'E4XX_CLIENT_ERROR',
  internal: 'E500_INTERNAL',
  databaseUnavailable: 'E503_DATABASE_UNAVAILABLE',
  overloaded: 'E503_OVERLOADED',
  /** The kefu exchange's customer-service account (KEFU_ACCOUNT) does not exist. */
  kefuUnavailable: 'E503_KEFU_UNAVAILABLE',
  // The operator API (/work/api/pageConfigs/{page}, issue 7): EMPLOYEE accounts only.
  notEmployee: 'E403_NOT_EMPLOYEE',
  /** A page configuration that fails its schema never goes live; errorList items carry its JSON pointer. */
  invalidPageConfig: 'E400_INVALID_PAGE_CONFIG',
  draftNotFound: 'E404_DRAFT',
  pageConfigVersionNotFound: 'E404_PAGE_CONFIG_VERSION',
  /** Another operator saved the draft since the revision the request names: reload it. */
  draftChanged: 'E409_DRAFT_CHANGED',
  /** The draft was based on another version than the live one: publishing it would undo a publish or a rollback. */
  staleDraft: 'E409_STALE_DRAFT',
  // The news centre and media accounts (issue 9).
  newsArticleNotFound: 'E404_NEWS_ARTICLE',
  // The operators' media library (issue 27): pictures checked by their content, served under their hash.
  /** Not a PNG, JPEG, GIF or WebP picture by its bytes (an SVG, which can carry script, is refused). */
  mediaType: 'E400_MEDIA_TYPE',
  /** A picture without a readable size, or wider or taller than the library takes. */
  mediaPixels: 'E400_MEDIA_PIXELS',
  pressInvitationNotFound: 'E404_PRESS_INVITATION',
  /** No announcement with that id (the operators' API). */
  announcementNotFound: 'E404_ANNOUNCEMENT',
  /** An announcement whose document fails its schema or its window; errorList items carry its JSON pointer. */
  invalidAnnouncement: 'E400_INVALID_ANNOUNCEMENT',
  /** A press invitation whose document fails its schema, its dates, its seats or its id; errorList items carry its JSON pointer. */
  invalidPressInvitation: 'E400_INVALID_PRESS_INVITATION',
  /** An exhibitor's live whose document fails its schema or its times; errorList items carry its JSON pointer. */
  invalidLive: 'E400_INVALID_LIVE',
  /** An exhibitor's product whose document fails its schema, its keyword or picture limits, or names a picture not in the media library; errorList items carry its JSON pointer. */
  invalidProduct: 'E400_INVALID_PRODUCT',
  /** An article whose document fails its schema is not saved or published; errorList items carry its JSON pointer. */
  invalidNewsArticle: 'E400_INVALID_NEWS_ARTICLE',
  /** A published article is unpublished before it is edited. */
  newsArticlePublished: 'E409_NEWS_PUBLISHED',
  /** Press sign-up is for media members (their company on MEDIA_ENTERPRISE_IDS) only. */
  notMediaMember: 'E403_NOT_MEDIA',
  /** The media login is for media accounts only. */
  notMediaAccount: 'E403_NOT_MEDIA_ACCOUNT',
  alreadyRegistered: 'E409_ALREADY_REGISTERED',
  invitationFull: 'E409_INVITATION_FULL',
  invitationClosed: 'E409_INVITATION_CLOSED',
  // Buyer journeys (issue 25).
  /** A seller's own call (/seller/api/…) made by another user type. */
  notSeller: 'E403_NOT_SELLER',
  /** A buyer's company information form edits a buyer's company only, never an exhibitor's or a group's. */
  notBuyerCompany: 'E409_NOT_BUYER_COMPANY',
  liveNotFound: 'E404_LIVE',
  /** An ended live can no longer be booked. */
  liveEnded: 'E409_LIVE_ENDED',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
