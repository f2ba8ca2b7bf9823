import type { MessageId } from '../../common/i18n/messages';

/** Spec §2: the cookie policy page; the consent bar links to it too. */
export const COOKIE_POLICY_PATH = '/pages/Cookies政策';

export interface FooterPage {
  label: MessageId;
  path: string;
}

/** Spec §2: the footer pages, by the paths the spec gives (Chinese page names as they are). */
export const FOOTER_PAGES: readonly FooterPage[] = [
  { label: 'footer.aboutUs', path: '/m/pages/关于我们' },
  { label: 'footer.legal', path: '/m/pages/法律文件' },
  { label: 'footer.sitemap', path: '/m/customPages/sitemap' },
  { label: 'footer.cookiePolicy', path: COOKIE_POLICY_PATH },
];
