// The back offices whose /{subsite}/api/... calls a logged-in user makes (spec §6, §7).
import type { UserRoles } from '../../common/generated/types.js';
import type { ViewerUserType } from './viewer.js';

export type Subsite = UserRoles['subsite'];

/** Every back office; the per-user routes answer under each and say which of them is the viewer's. */
export const SUBSITES: readonly Subsite[] = ['member', 'seller', 'group', 'work'];

/** Spec §6: the back office of each user type (member = buyer, work = employee). */
export const BACK_OFFICE_OF: Record<ViewerUserType, Subsite> = { BUYER: 'member', SELLER: 'seller', GROUP: 'group', EMPLOYEE: 'work' };
