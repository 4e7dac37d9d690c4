import { InMemorySecurityLog } from '../../security-log/test/in-memory-security-log.js';
import { TEST_USER_PASSWORD, TEST_USERS } from '@lieux/contracts';
import { failureCode } from '@lieux/testing';
import { Argon2PasswordHasher } from '../infra/argon2.password-hasher.js';
import { InMemoryUserRepository } from '../test/in-memory-user.repository.js';
import { GetTestUserUseCase, SeedTestUsersUseCase } from './test-users.usecases.js';
import { VerifyCredentialsUseCase } from './verify-credentials.usecase.js';

const hasher = new Argon2PasswordHasher();

describe('the test users', () => {
  it('seeds one user of each role once, each announced by user.registered', async () => {
    const users = new InMemoryUserRepository();
    const seed = new SeedTestUsersUseCase(hasher);
    expect(await seed.execute(users)).toBe(3);
    expect(await seed.execute(users)).toBe(0);
    expect(users.users.map((user) => [user.role, user.firstName, user.lastName])).toEqual([
      ['admin', 'Amina', 'Admin'],
      ['merchant', 'Karim', 'Commerçant'],
      ['consumer', 'Salma', 'Consommatrice'],
    ]);
    expect(users.events.map((event) => event.subject)).toEqual(['user.registered', 'user.registered', 'user.registered']);
  });

  it('lets them sign in with the ordinary form and the documented password', async () => {
    const users = new InMemoryUserRepository();
    await new SeedTestUsersUseCase(hasher).execute(users);
    const admin = await new VerifyCredentialsUseCase(users, hasher, new InMemorySecurityLog()).execute({ email: 'admin@test.lieux.ma', password: TEST_USER_PASSWORD });
    expect(admin.role).toBe('admin');
  });

  it('gives a test user by id where test roles are on, and nothing for other users or where they are off', async () => {
    const users = new InMemoryUserRepository();
    await new SeedTestUsersUseCase(hasher).execute(users);
    const merchant = TEST_USERS[1];
    expect((await new GetTestUserUseCase(users, true).execute(merchant.id)).email).toBe(merchant.email);
    expect(await failureCode(new GetTestUserUseCase(users, false).execute(merchant.id))).toBe('not_found');
    expect(await failureCode(new GetTestUserUseCase(users, true).execute('0b6f7a4e-1d2c-4b3a-9e8f-7a6b5c4d3e2f'))).toBe('not_found');
  });
});
