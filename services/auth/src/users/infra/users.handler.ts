import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type ConfirmEmailRequest, type ResendEmailConfirmationReply, type ResendEmailConfirmationRequest, type Actor, type NoPayload, type ChangePasswordRequest, type ChangePlanRequest, type ChangeRoleRequest, type ExternalSignInRequest, type DeleteAccountRequest, type UpdateProfileRequest, type RegisterUserRequest, type RequestPasswordResetRequest, type ResetPasswordReply, type ResetPasswordRequest, type UserDto, type VerifyCredentialsRequest } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { DeleteAccountUseCase, UpdateProfileUseCase } from '../app/account.usecases.js';
import { ChangePasswordUseCase } from '../app/change-password.usecase.js';
import { ConfirmEmailUseCase, ResendEmailConfirmationUseCase } from '../app/email-confirmation.usecases.js';
import { RequestPasswordResetUseCase, ResetPasswordUseCase } from '../app/password-reset.usecases.js';
import { GetUserUseCase } from '../app/get-user.usecase.js';
import { GetTestUserUseCase } from '../app/test-users.usecases.js';
import { RegisterUserUseCase } from '../app/register-user.usecase.js';
import { VerifyCredentialsUseCase } from '../app/verify-credentials.usecase.js';
import { ExternalSignInUseCase } from '../app/external-sign-in.usecase.js';
import { AccountActivity } from '../../inactive-accounts/infra/account-activity.postgres.js';
import { BecomeMerchantUseCase, ChangePlanUseCase, ChangeRoleUseCase } from '../app/role-and-plan.usecases.js';

@Controller()
export class UsersHandler {
  constructor(
    @Inject(RegisterUserUseCase) private readonly registerUser: RegisterUserUseCase,
    @Inject(VerifyCredentialsUseCase) private readonly verifyCredentials: VerifyCredentialsUseCase,
    @Inject(GetUserUseCase) private readonly getUser: GetUserUseCase,
    @Inject(GetTestUserUseCase) private readonly getTestUser: GetTestUserUseCase,
    @Inject(ChangePasswordUseCase) private readonly changePassword: ChangePasswordUseCase,
    @Inject(UpdateProfileUseCase) private readonly updateProfile: UpdateProfileUseCase,
    @Inject(DeleteAccountUseCase) private readonly deleteAccount: DeleteAccountUseCase,
    @Inject(RequestPasswordResetUseCase) private readonly requestReset: RequestPasswordResetUseCase,
    @Inject(ResetPasswordUseCase) private readonly resetPassword: ResetPasswordUseCase,
    @Inject(BecomeMerchantUseCase) private readonly becomeMerchant: BecomeMerchantUseCase,
    @Inject(ChangeRoleUseCase) private readonly changeRole: ChangeRoleUseCase,
    @Inject(ChangePlanUseCase) private readonly changePlan: ChangePlanUseCase,
    @Inject(ExternalSignInUseCase) private readonly externalSignIn: ExternalSignInUseCase,
    @Inject(ConfirmEmailUseCase) private readonly confirmEmail: ConfirmEmailUseCase,
    @Inject(ResendEmailConfirmationUseCase) private readonly resendConfirmation: ResendEmailConfirmationUseCase,
    @Inject(AccountActivity) private readonly activity: AccountActivity,
  ) {}

  /** A sign-in is the account's use (docs/legal.md "Retention"): its inactivity starts again. */
  private async signedIn(user: UserDto): Promise<UserDto> {
    await this.activity.record(user.id);
    return user;
  }

  @RpcHandler(RPC.authConfirmEmail)
  confirm(@Payload() request: ConfirmEmailRequest): Promise<UserDto> {
    return this.confirmEmail.execute(request);
  }

  @RpcHandler(RPC.authResendEmailConfirmation)
  resend(@Payload() request: ResendEmailConfirmationRequest, @CurrentActor() actor: Actor | undefined): Promise<ResendEmailConfirmationReply> {
    return this.resendConfirmation.execute(actor, request);
  }

  @RpcHandler(RPC.authRequestPasswordReset)
  forgotPassword(@Payload() request: RequestPasswordResetRequest): Promise<{ accepted: true }> {
    return this.requestReset.execute(request);
  }

  @RpcHandler(RPC.authResetPassword)
  reset(@Payload() request: ResetPasswordRequest): Promise<ResetPasswordReply> {
    return this.resetPassword.execute(request);
  }

  @RpcHandler(RPC.authRegister)
  register(@Payload() request: RegisterUserRequest): Promise<UserDto> {
    return this.registerUser.execute(request);
  }

  @RpcHandler(RPC.authVerifyCredentials)
  async verify(@Payload() request: VerifyCredentialsRequest): Promise<UserDto> {
    return this.signedIn(await this.verifyCredentials.execute(request));
  }

  @RpcHandler(RPC.authUserShow)
  show(@Payload() request: { userId: string }, @CurrentActor() actor: Actor | undefined): Promise<UserDto> {
    return this.getUser.execute(actor, request.userId);
  }

  @RpcHandler(RPC.authTestUser)
  testUser(@Payload() request: { userId: string }): Promise<UserDto> {
    return this.getTestUser.execute(request.userId);
  }

  @RpcHandler(RPC.authChangePassword)
  changeOwnPassword(@Payload() request: ChangePasswordRequest, @CurrentActor() actor: Actor | undefined): Promise<UserDto> {
    return this.changePassword.execute(actor, request);
  }

  @RpcHandler(RPC.authUpdateProfile)
  updateOwnProfile(@Payload() request: UpdateProfileRequest, @CurrentActor() actor: Actor | undefined): Promise<UserDto> {
    return this.updateProfile.execute(actor, request);
  }

  @RpcHandler(RPC.authDeleteAccount)
  deleteOwnAccount(@Payload() request: DeleteAccountRequest, @CurrentActor() actor: Actor | undefined): Promise<{ userId: string }> {
    return this.deleteAccount.execute(actor, request);
  }

  @RpcHandler(RPC.authBecomeMerchant)
  becomeOwnMerchant(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<UserDto> {
    return this.becomeMerchant.execute(actor);
  }

  @RpcHandler(RPC.authChangeRole)
  changeUserRole(@Payload() request: ChangeRoleRequest, @CurrentActor() actor: Actor | undefined): Promise<UserDto> {
    return this.changeRole.execute(actor, request);
  }

  @RpcHandler(RPC.authChangePlan)
  changeUserPlan(@Payload() request: ChangePlanRequest, @CurrentActor() actor: Actor | undefined): Promise<UserDto> {
    return this.changePlan.execute(actor, request);
  }

  @RpcHandler(RPC.authExternalSignIn)
  async signInExternally(@Payload() request: ExternalSignInRequest): Promise<UserDto> {
    return this.signedIn(await this.externalSignIn.execute(request));
  }
}
