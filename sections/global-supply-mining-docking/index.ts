import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { GlobalSupplyMiningDockingData } from '../../common/generated/types';

/**
 * GLOBALSUPPLYMININGDOCKING: sourcing matchmaking (spec §2). Its schema holds the four-step list, so valid
 * data always has it; who may post a sourcing request is decided on the click, not here (spec §5).
 */
export const globalSupplyMiningDocking = defineSection<GlobalSupplyMiningDockingData>({
  key: 'GLOBALSUPPLYMININGDOCKING',
  loadValidator: () =>
    import('../../common/generated/validators/validateGlobalSupplyMiningDockingData.js').then((module) => module.validateGlobalSupplyMiningDockingData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: () => true,
  // Spec §7 names no event for sourcing matchmaking.
  analytics: false,
  placeholder: { minHeight: 320 },
  View: lazy(() => import('./View')),
});
