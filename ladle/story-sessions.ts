import { VISITOR, type Session } from '../src/platform/session';

/** The people a story can be seen by (ARCHITECTURE: logged in as buyer / seller / visitor). */
const STORY_SESSIONS: Record<string, Session> = {
  visitor: VISITOR,
  buyer: { status: 'authenticated', id: 'story-buyer', userType: 'BUYER', companyInfoCompleted: true },
  buyerWithoutCompany: { status: 'authenticated', id: 'story-buyer-2', userType: 'BUYER', companyInfoCompleted: false },
  seller: { status: 'authenticated', id: 'story-seller', userType: 'SELLER', companyInfoCompleted: true },
};

export function storySession(name: unknown): Session {
  return (typeof name === 'string' && STORY_SESSIONS[name]) || VISITOR;
}
