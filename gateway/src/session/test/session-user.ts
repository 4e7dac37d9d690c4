import { randomUUID } from 'node:crypto';
import type { UserDto } from '@lieux/contracts';

/** A user as a session keeps it, for the session tests: a consumer on the free plan unless told otherwise. */
export function sessionUser(role: UserDto['role'] = 'consumer', id: string = randomUUID()): UserDto {
  return {
    id,
    firstName: 'Test',
    lastName: 'Utilisateur',
    email: `${role}@example.ma`,
    role,
    profileImageUrl: null,
    subscription: 'free',
    createdAt: new Date().toISOString(),
    emailConfirmed: true,
  };
}
