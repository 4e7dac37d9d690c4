import type { UserRole } from '../actor/actor.js';

/** A seeded account of the test-roles page (spec section 3, "Test user"). */
export interface TestUser {
  id: string;
  name: string;
  role: UserRole;
  email: string;
}

/**
 * The test users, one per role, seeded by the auth service wherever test roles are enabled (never in
 * production unless ENABLE_TEST_ROLES=true). Their password, for the ordinary login form too, is
 * `TEST_USER_PASSWORD`.
 */
export const TEST_USERS: readonly TestUser[] = [
  { id: '00000000-0000-4000-8000-00000000a001', name: 'Amina Admin', role: 'admin', email: 'admin@test.lieux.ma' },
  { id: '00000000-0000-4000-8000-00000000a002', name: 'Karim Commerçant', role: 'merchant', email: 'commercant@test.lieux.ma' },
  { id: '00000000-0000-4000-8000-00000000a003', name: 'Salma Consommatrice', role: 'consumer', email: 'consommateur@test.lieux.ma' },
];

export const TEST_USER_PASSWORD = 'lieux-test-2025';
