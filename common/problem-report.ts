// The /report form's rules, the same in the browser (before sending) and on the server (POST /api/reports).
import type { ProblemReport, ProblemReportType } from './generated/types';
import type { MessageId } from './i18n/messages';

export type { ProblemReport, ProblemReportType };

export const PROBLEM_REPORT_TYPES: readonly ProblemReportType[] = ['IP_INFRINGEMENT', 'FRAUD', 'FALSE_INFORMATION', 'OTHER'];

export const REPORT_DESCRIPTION_MIN = 10;
export const REPORT_DESCRIPTION_MAX = 2000;
export const REPORT_TARGET_MAX = 512;
export const REPORT_EMAIL_MAX = 254;

export type ProblemReportField = keyof ProblemReport;

export type ProblemReportErrors = Partial<Record<ProblemReportField, MessageId>>;

const SHOP_CODE = /^[A-Za-z0-9_-]{1,64}$/;
// A product page of the portal, as a path or a full address: …/shops/{shopCode}/listedProducts/{productId}.
const PRODUCT_LINK = /^(?:https?:\/\/[^/\s]+)?(?:\/m)?\/(?:en-US|zh-CN)\/shops\/([A-Za-z0-9_-]{1,64})\/listedProducts\/[A-Za-z0-9_-]{1,64}\/?(?:[?#]\S*)?$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The exhibitor a report is about: the shop code itself, or the shop of a product link; undefined for neither. */
export function reportedShopCode(target: string): string | undefined {
  const trimmed = target.trim();
  if (SHOP_CODE.test(trimmed)) return trimmed;
  return PRODUCT_LINK.exec(trimmed)?.[1];
}

/** What is wrong with each field of a report, as the message to show next to it; {} when it can be sent. */
export function problemReportErrors(report: ProblemReport): ProblemReportErrors {
  const errors: ProblemReportErrors = {};
  if (!PROBLEM_REPORT_TYPES.includes(report.type)) errors.type = 'report-page.error.type';
  const target = report.target.trim();
  if (target === '') errors.target = 'report-page.error.targetRequired';
  else if (target.length > REPORT_TARGET_MAX || reportedShopCode(target) === undefined) errors.target = 'report-page.error.target';
  const description = report.description.trim().length;
  if (description < REPORT_DESCRIPTION_MIN || description > REPORT_DESCRIPTION_MAX) errors.description = 'report-page.error.description';
  const email = report.email.trim();
  if (email.length > REPORT_EMAIL_MAX || !EMAIL.test(email)) errors.email = 'report-page.error.email';
  return errors;
}
