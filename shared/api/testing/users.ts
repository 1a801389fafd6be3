import type { User } from '../auth.ts';

/** A complete user as GET /api/auth/user answers it, for tests that fake the server; `fields` override. */
export function testUser(fields: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ola@example.com',
    firstName: 'Ola',
    lastName: null,
    profileImageUrl: null,
    freeDocumentsUsed: 0,
    free_documents_used: 0,
    freeDocumentsAvailable: 1,
    paidDocumentsAvailable: 0,
    paid_documents_available: 0,
    ultraLarge100kCredits: 0,
    ultraLarge500kCredits: 0,
    ultraLarge1mCredits: 0,
    ultra_large_100k_credits: 0,
    ultra_large_500k_credits: 0,
    ultra_large_1m_credits: 0,
    subscriptionActive: false,
    subscriptionExpiresAt: null,
    stripeCustomerId: null,
    isAdmin: false,
    isOwner: false,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...fields,
  };
}
