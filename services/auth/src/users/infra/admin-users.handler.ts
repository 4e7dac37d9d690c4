import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type UserLookupRequest, type UserSummary } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { LookUpUsersUseCase } from '../app/admin-users.usecases.js';

/** The admin console's users tab and the user summaries of every admin list (issue 14). */
@Controller()
export class AdminUsersHandler {
  constructor(@Inject(LookUpUsersUseCase) private readonly lookUpUsers: LookUpUsersUseCase) {}

  @RpcHandler(RPC.authAdminUsersLookup)
  lookup(@Payload() request: UserLookupRequest, @CurrentActor() actor: Actor | undefined): Promise<UserSummary[]> {
    return this.lookUpUsers.execute(actor, request);
  }
}
