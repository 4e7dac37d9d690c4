import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RPC,
  type Actor,
  type AdminChangePlanRequest,
  type AdminChangeRoleRequest,
  type AdminPage,
  type AdminUserReply,
  type AdminUsersRequest,
  type RestoreUserRequest,
  type SuspendUserRequest,
  type UserLookupRequest,
  type UserSummary,
} from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { AdminAccountActions, ListAdminUsersUseCase, LookUpUsersUseCase } from '../app/admin-users.usecases.js';

/** The admin console's users tab and the user summaries of every admin list (issue 14). */
@Controller()
export class AdminUsersHandler {
  constructor(
    @Inject(LookUpUsersUseCase) private readonly lookUpUsers: LookUpUsersUseCase,
    @Inject(ListAdminUsersUseCase) private readonly listUsers: ListAdminUsersUseCase,
    @Inject(AdminAccountActions) private readonly accounts: AdminAccountActions,
  ) {}

  @RpcHandler(RPC.authAdminUsersLookup)
  lookup(@Payload() request: UserLookupRequest, @CurrentActor() actor: Actor | undefined): Promise<UserSummary[]> {
    return this.lookUpUsers.execute(actor, request);
  }

  @RpcHandler(RPC.authAdminUsersList)
  list(@Payload() request: AdminUsersRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminPage<AdminUserReply>> {
    return this.listUsers.execute(actor, request);
  }

  @RpcHandler(RPC.authAdminChangeRole)
  changeRole(@Payload() request: AdminChangeRoleRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminUserReply> {
    return this.accounts.changeRole(actor, request);
  }

  @RpcHandler(RPC.authAdminChangePlan)
  changePlan(@Payload() request: AdminChangePlanRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminUserReply> {
    return this.accounts.changePlan(actor, request);
  }

  @RpcHandler(RPC.authAdminSuspend)
  suspend(@Payload() request: SuspendUserRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminUserReply> {
    return this.accounts.suspend(actor, request);
  }

  @RpcHandler(RPC.authAdminRestore)
  restore(@Payload() request: RestoreUserRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminUserReply> {
    return this.accounts.restore(actor, request);
  }
}
