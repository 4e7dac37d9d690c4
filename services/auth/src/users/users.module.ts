import { Module } from '@nestjs/common';
import { GetUserUseCase } from './app/get-user.usecase.js';
import { PASSWORD_HASHER } from './app/password-hasher.js';
import { RegisterUserUseCase } from './app/register-user.usecase.js';
import { USER_REPOSITORY } from './app/user.repository.js';
import { VerifyCredentialsUseCase } from './app/verify-credentials.usecase.js';
import { Argon2PasswordHasher } from './infra/argon2.password-hasher.js';
import { UserEntity } from './infra/user.entity.js';
import { MikroOrmUserRepository } from './infra/user.repository.mikro-orm.js';
import { UsersHandler } from './infra/users.handler.js';

/** Accounts: sign-up, sign-in (credentials check), one user. The gateway keeps the sessions. */
@Module({
  controllers: [UsersHandler],
  providers: [
    RegisterUserUseCase,
    VerifyCredentialsUseCase,
    GetUserUseCase,
    { provide: USER_REPOSITORY, useClass: MikroOrmUserRepository },
    { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
  ],
})
export class UsersModule {
  /** The tables this feature maps; the service's ORM is opened with every feature's entities. */
  static readonly entities = [UserEntity];
}
