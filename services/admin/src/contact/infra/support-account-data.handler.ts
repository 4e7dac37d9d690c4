import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type AdminAccountDataReply, type AdminAccountDataRequest } from '@lieux/contracts';
import { CurrentActor, DomainException, RpcHandler } from '@lieux/messaging';
import { SupportData } from './support-data.postgres.js';

/**
 * The person's data export: the support messages sent from their account's address. The messages
 * carry no account id (the form is open to visitors), so the gateway gives the address of the
 * signed-in actor's own account, which it has just read from the auth service.
 */
@Controller()
export class SupportAccountDataHandler {
  constructor(@Inject(SupportData) private readonly support: SupportData) {}

  @RpcHandler(RPC.adminAccountData)
  async data(@Payload() request: AdminAccountDataRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminAccountDataReply> {
    if (!actor) throw new DomainException('unauthenticated');
    if (typeof request.email !== 'string' || request.email.trim() === '') throw new DomainException('validation_failed');
    return { supportMessages: await this.support.ofEmail(request.email) };
  }
}
