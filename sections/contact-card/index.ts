import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { ContactCardData } from '../../common/generated/types';
import { reachableContacts } from './reachable-contacts';

/** CONTACTCARD: the fair's offices and desks with their phones, e-mails and addresses; hidden when none can be reached. */
export const contactCard = defineSection<ContactCardData>({
  key: 'CONTACTCARD',
  loadValidator: () => import('../../common/generated/validators/validateContactCardData.js').then((module) => module.validateContactCardData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data) => reachableContacts(data).length > 0,
  analytics: false,
  placeholder: { minHeight: 160, margin: '12px 12px 0' },
  View: lazy(() => import('./View')),
});
