// Spec §3, §6: a media member is a member (a buyer account) whose company is on the media-enterprise id
// list, MEDIA_ENTERPRISE_IDS (server/config/auth-config.ts): configuration, not a flag of the account.
import type { Viewer } from '../auth/viewer.js';

export function isMediaEnterprise(siteTraderId: string | null, mediaEnterpriseIds: readonly string[]): boolean {
  return siteTraderId !== null && mediaEnterpriseIds.includes(siteTraderId);
}

export function isMediaMember(viewer: Pick<Viewer, 'userType' | 'siteTraderId'>, mediaEnterpriseIds: readonly string[]): boolean {
  return viewer.userType === 'BUYER' && isMediaEnterprise(viewer.siteTraderId, mediaEnterpriseIds);
}
