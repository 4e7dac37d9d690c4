import { Module } from '@nestjs/common';
import { testRolesEnabled } from '@lieux/platform';
import { MailOutboxModule, SERVICE_ENV, type ServiceEnv } from '@lieux/service-kit';
import { DeleteAccountUseCase, UpdateProfileUseCase } from './app/account.usecases.js';
import { ChangePasswordUseCase } from './app/change-password.usecase.js';
import { EMAIL_CONFIRMATION_REPOSITORY } from './app/email-confirmation.repository.js';
import { ConfirmationLinks, ConfirmEmailUseCase, ResendEmailConfirmationUseCase } from './app/email-confirmation.usecases.js';
import { MikroOrmEmailConfirmationRepository } from './infra/email-confirmation.repository.mikro-orm.js';
import { EmailConfirmationTokenEntity } from './infra/email-confirmation-token.entity.js';
import { SingleUseTokenEntity } from './infra/single-use-token.entity.js';
import { PasswordStrengthWarmUp } from './infra/password-strength.warm-up.js';
import { PASSWORD_RESET_REPOSITORY } from './app/password-reset.repository.js';
import { PUBLIC_URL, RequestPasswordResetUseCase, ResetPasswordUseCase } from './app/password-reset.usecases.js';
import { GetUserUseCase } from './app/get-user.usecase.js';
import { PASSWORD_HASHER } from './app/password-hasher.js';
import { RegisterUserUseCase } from './app/register-user.usecase.js';
import { USER_REPOSITORY } from './app/user.repository.js';
import { GetTestUserUseCase, SeedTestUsersUseCase, TEST_ROLES_ENABLED } from './app/test-users.usecases.js';
import { VerifyCredentialsUseCase } from './app/verify-credentials.usecase.js';
import { BecomeMerchantUseCase, ChangePlanUseCase, ChangeRoleUseCase } from './app/role-and-plan.usecases.js';
import { Argon2PasswordHasher } from './infra/argon2.password-hasher.js';
import { MikroOrmPasswordResetRepository } from './infra/password-reset.repository.mikro-orm.js';
import { PasswordResetTokenEntity } from './infra/password-reset-token.entity.js';
import { UserEntity } from './infra/user.entity.js';
import { SecurityLogModule } from '../security-log/security-log.module.js';
import { EXTERNAL_IDENTITY_REPOSITORY } from './app/external-identity.repository.js';
import { ExternalSignInUseCase } from './app/external-sign-in.usecase.js';
import { ExternalIdentityEntity } from './infra/external-identity.entity.js';
import { MikroOrmExternalIdentityRepository } from './infra/external-identity.repository.mikro-orm.js';
import type { AuthEnv } from '../config/auth.env.js';
import { MikroOrmUserRepository } from './infra/user.repository.mikro-orm.js';
import { TestUsersSeeder } from './infra/test-users.seeder.js';
import { UsersHandler } from './infra/users.handler.js';
import { AdminUsersHandler } from './infra/admin-users.handler.js';
import { ADMIN_USERS_CLOCK, AdminAccountActions, ListAdminUsersUseCase, LookUpUsersUseCase } from './app/admin-users.usecases.js';
import { VenueDecisionMailHandler } from './infra/venue-decision-mail.handler.js';
import { InactiveAccountsModule } from '../inactive-accounts/inactive-accounts.module.js';

/** Accounts: sign-up, sign-in (credentials check), one user, the account page (names, password, deletion), password reset (token + mail), e-mail confirmation (welcome link, resend), role and plan changes (becoming a merchant, the admins'), external sign-in (OpenID links), the test users. Refused sign-ins go to the security log. The gateway keeps the sessions. */
@Module({
  imports: [MailOutboxModule, SecurityLogModule, InactiveAccountsModule],
  controllers: [UsersHandler, AdminUsersHandler],
  providers: [
    RegisterUserUseCase,
    VerifyCredentialsUseCase,
    GetUserUseCase,
    ChangePasswordUseCase,
    UpdateProfileUseCase,
    DeleteAccountUseCase,
    RequestPasswordResetUseCase,
    ResetPasswordUseCase,
    BecomeMerchantUseCase,
    ChangeRoleUseCase,
    ChangePlanUseCase,
    ExternalSignInUseCase,
    // E-mail confirmation (issue 30 §9).
    ConfirmationLinks,
    PasswordStrengthWarmUp,
    ConfirmEmailUseCase,
    ResendEmailConfirmationUseCase,
    { provide: EMAIL_CONFIRMATION_REPOSITORY, useClass: MikroOrmEmailConfirmationRepository },
    // The admin console (issue 14): users tab, user summaries of the admin lists.
    LookUpUsersUseCase,
    ListAdminUsersUseCase,
    AdminAccountActions,
    { provide: ADMIN_USERS_CLOCK, useValue: () => new Date() },
    // The merchant's mail after a decision on their venue's documents (issue 11) or on the venue (issue 14).
    VenueDecisionMailHandler,
    GetTestUserUseCase,
    SeedTestUsersUseCase,
    TestUsersSeeder,
    { provide: TEST_ROLES_ENABLED, inject: [SERVICE_ENV], useFactory: (env: ServiceEnv) => testRolesEnabled(env) },
    { provide: USER_REPOSITORY, useClass: MikroOrmUserRepository },
    { provide: PASSWORD_RESET_REPOSITORY, useClass: MikroOrmPasswordResetRepository },
    { provide: EXTERNAL_IDENTITY_REPOSITORY, useClass: MikroOrmExternalIdentityRepository },
    { provide: PUBLIC_URL, inject: [SERVICE_ENV], useFactory: (env: AuthEnv) => env.PUBLIC_URL },
    { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
  ],
})
export class UsersModule {
  /** The tables this feature maps; the service's ORM is opened with every feature's entities. */
  static readonly entities = [UserEntity, SingleUseTokenEntity, PasswordResetTokenEntity, ExternalIdentityEntity, EmailConfirmationTokenEntity];
}
