// Spec §2, §6: where the header's account area and the login prompts lead — the mall login, register,
// password-retrieve and transition pages for a visitor, the role's back office and user links for someone
// logged in.
import type { Language } from '../../common/language';
import { linkQuery } from '../../common/link-query';
import type { UserType } from './session';

/** Spec §6: back-office prefixes — member (buyer), seller, group, work (employee). */
export const BACK_OFFICE_PREFIXES: Record<UserType, string> = {
  BUYER: 'member',
  SELLER: 'seller',
  GROUP: 'group',
  EMPLOYEE: 'work',
};

/** Spec §2: the login prompt's query — where to return after login, and what the person wanted to do. */
function accountPageQuery(redirectUri: string, requirement: string | undefined): string {
  return linkQuery(requirement ? { redirect_uri: redirectUri, requirement } : { redirect_uri: redirectUri });
}

/** Spec §2: login sends back to redirect_uri, by default the current page. */
export function loginPageUrl(language: Language, redirectUri: string, requirement?: string): string {
  return `/${language}/login/mall/index?${accountPageQuery(redirectUri, requirement)}`;
}

/** Spec §2: password retrieve is the login page with hash #/password-retrieve. */
export const PASSWORD_RETRIEVE_HASH = '#/password-retrieve';

export function passwordRetrieveUrl(language: Language, redirectUri: string, requirement?: string): string {
  return `${loginPageUrl(language, redirectUri, requirement)}${PASSWORD_RETRIEVE_HASH}`;
}

export function registerPageUrl(language: Language, redirectUri: string, requirement?: string): string {
  return `/${language}/register/index?${accountPageQuery(redirectUri, requirement)}`;
}

export function transitionPageUrl(language: Language, redirectUri: string, requirement?: string): string {
  return `/${language}/transition?${accountPageQuery(redirectUri, requirement)}`;
}

/**
 * Spec §8: 'Complete now' goes to the company completion route with a redirect: the company information form,
 * foreignCreateEnterprise for an overseas buyer (the en-US page) and citizenCreateEnterprise for a domestic one.
 */
export function companyCompletionUrl(language: Language, redirect: string): string {
  const page = language === 'en-US' ? 'foreignCreateEnterprise' : 'citizenCreateEnterprise';
  return `/${language}/customPages/${page}?${linkQuery({ redirect })}`;
}

/**
 * Spec §2 Workbench button, in the page's language: a buyer's is the personal centre; a seller's, a group's and an
 * employee's the landing of their back office (src/pages/workbench).
 */
export function workbenchUrl(userType: UserType, language: Language): string {
  const subsite = USER_SUBSITES[userType];
  if (userType === 'BUYER' && subsite) return personalCentreUrl(subsite, language);
  return `/${BACK_OFFICE_PREFIXES[userType]}/workbench/index?${linkQuery({ lang: language })}`;
}

/** Spec §2: the personal centre of a subsite; ?lang= keeps the page's language (SelfPageLayout). */
export function personalCentreUrl(subsite: string, language?: Language): string {
  return `/m/${subsite}/usercenter/index${language ? `?${linkQuery({ lang: language })}` : ''}`;
}

export type UserLinkName = 'messageCentre' | 'personalCentre' | 'businessCard';

export interface UserLink {
  name: UserLinkName;
  url: string;
}

/** Spec §2: the user's subsite — member for MEMBER or BUYER, seller for SELLER; other roles have none. */
export const USER_SUBSITES: Partial<Record<UserType, string>> = { BUYER: 'member', SELLER: 'seller' };

/** Spec §2: the message centre of the user links, under a subsite. */
export function messageCentreUrl(subsite: string): string {
  return `/m/${subsite}/sitenotificationreminderself/index`;
}

/**
 * A page without a language segment (the self pages: message centre, personal centre, business cards), opened
 * in `language`: ?lang= names it (SelfPageLayout); without a language the page speaks the login status's.
 */
export function inPageLanguage(url: string, language: Language | undefined): string {
  if (!language) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${linkQuery({ lang: language })}`;
}

/** Spec §2: the business-card route depends on the role. */
const BUSINESS_CARD_URLS: Partial<Record<UserType, string>> = {
  BUYER: '/m/member/memberselffollowingmemberbuyer/index',
  SELLER: '/m/seller/memberselffollowingmemberseller/index',
};

/** Spec §2: the business-card management of the role (buyers and sellers only), in the page's language if given. */
export function businessCardUrl(userType: UserType, language?: Language): string | undefined {
  const url = BUSINESS_CARD_URLS[userType];
  return url && inPageLanguage(url, language);
}

/**
 * Spec §2, §6: message centre, personal centre and business card (each opens in a new tab), for sellers and buyers
 * only; given the page's language, each opens in it.
 */
export function userLinksOf(userType: UserType, language?: Language): readonly UserLink[] {
  const subsite = USER_SUBSITES[userType];
  const businessCard = businessCardUrl(userType, language);
  if (!subsite || !businessCard) return [];
  return [
    { name: 'messageCentre', url: inPageLanguage(messageCentreUrl(subsite), language) },
    { name: 'personalCentre', url: personalCentreUrl(subsite, language) },
    { name: 'businessCard', url: businessCard },
  ];
}

/**
 * Spec §5: the user agreement, privacy policy and cookie policy agreed before login or register. The legal
 * page (spec §2 footer) holds the user agreement and the privacy policy; the cookie policy has its own.
 */
export const AGREEMENT_PAGES = {
  userAgreement: '/m/pages/法律文件',
  privacyPolicy: '/m/pages/法律文件',
  cookiePolicy: '/pages/Cookies政策',
} as const;
