import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { GlobalSupplyMiningDockingData } from '../../src/generated/types';
import { validateGlobalSupplyMiningDockingData } from '../../src/generated/validators.js';

/**
 * GLOBALSUPPLYMININGDOCKING: sourcing matchmaking (spec §2). Its schema holds the four-step list, so valid
 * data always has it; who may post a sourcing request is decided on the click, not here (spec §5).
 */
export const globalSupplyMiningDocking = defineSection<GlobalSupplyMiningDockingData>({
  key: 'GLOBALSUPPLYMININGDOCKING',
  validate: validateGlobalSupplyMiningDockingData,
  select: (page) => page.sections.GLOBALSUPPLYMININGDOCKING,
  gate: () => true,
  // Spec §7 names no event for sourcing matchmaking.
  analytics: false,
  placeholder: { minHeight: 320 },
  View: lazy(() => import('./View')),
});
