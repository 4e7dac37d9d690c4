import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type AdminInboxRequest, type AdminPage, type InboxMessageRow, type ReplyInboxMessageRequest, type SetInboxStatusRequest } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { ListInboxUseCase, ReplyInboxMessageUseCase, SetInboxStatusUseCase } from '../app/inbox.usecases.js';

@Controller()
export class InboxHandler {
  constructor(
    @Inject(ListInboxUseCase) private readonly listInbox: ListInboxUseCase,
    @Inject(SetInboxStatusUseCase) private readonly setStatus: SetInboxStatusUseCase,
    @Inject(ReplyInboxMessageUseCase) private readonly replyTo: ReplyInboxMessageUseCase,
  ) {}

  @RpcHandler(RPC.adminInboxList)
  list(@Payload() request: AdminInboxRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminPage<InboxMessageRow>> {
    return this.listInbox.execute(actor, request);
  }

  @RpcHandler(RPC.adminInboxSetStatus)
  status(@Payload() request: SetInboxStatusRequest, @CurrentActor() actor: Actor | undefined): Promise<InboxMessageRow> {
    return this.setStatus.execute(actor, request);
  }

  @RpcHandler(RPC.adminInboxReply)
  reply(@Payload() request: ReplyInboxMessageRequest, @CurrentActor() actor: Actor | undefined): Promise<InboxMessageRow> {
    return this.replyTo.execute(actor, request);
  }
}
