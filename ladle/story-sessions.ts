import { VISITOR, type Session } from '../src/platform/session';

/** The people a story can be seen by (ARCHITECTURE: logged in as buyer / seller / visitor), as the demo accounts are. */
const STORY_SESSIONS: Record<string, Session> = {
  visitor: VISITOR,
  buyer: { status: 'authenticated', id: 'story-buyer', userType: 'BUYER', companyInfoCompleted: true, name: 'Alex Buyer' },
  buyerWithoutCompany: { status: 'authenticated', id: 'story-buyer-2', userType: 'BUYER', companyInfoCompleted: false, name: 'Nora Newbuyer' },
  seller: { status: 'authenticated', id: 'story-seller', userType: 'SELLER', companyInfoCompleted: true, name: 'Sam Seller' },
  group: { status: 'authenticated', id: 'story-group', userType: 'GROUP', companyInfoCompleted: true, name: 'Grace Group' },
  employee: { status: 'authenticated', id: 'story-employee', userType: 'EMPLOYEE', companyInfoCompleted: false, name: 'Eli Employee' },
};

export function storySession(name: unknown): Session {
  return (typeof name === 'string' && STORY_SESSIONS[name]) || VISITOR;
}
