import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type StatusHistoryReply, type SubscribeToStatusRequest } from '@lieux/contracts';
import { RpcHandler } from '@lieux/messaging';
import { GetStatusHistoryUseCase } from '../app/status-checks.usecases.js';
import { ConfirmStatusSubscriptionUseCase, SubscribeToStatusUseCase, UnsubscribeFromStatusUseCase } from '../app/status-alerts.usecases.js';

@Controller()
export class StatusHandler {
  constructor(
    @Inject(GetStatusHistoryUseCase) private readonly history: GetStatusHistoryUseCase,
    @Inject(SubscribeToStatusUseCase) private readonly subscribeUseCase: SubscribeToStatusUseCase,
    @Inject(ConfirmStatusSubscriptionUseCase) private readonly confirmUseCase: ConfirmStatusSubscriptionUseCase,
    @Inject(UnsubscribeFromStatusUseCase) private readonly unsubscribeUseCase: UnsubscribeFromStatusUseCase,
  ) {}

  @RpcHandler(RPC.adminStatusHistory)
  show(): Promise<StatusHistoryReply> {
    return this.history.execute();
  }

  @RpcHandler(RPC.adminStatusSubscribe)
  subscribe(@Payload() request: SubscribeToStatusRequest): Promise<{ accepted: true }> {
    return this.subscribeUseCase.execute(request);
  }

  @RpcHandler(RPC.adminStatusConfirm)
  confirm(@Payload() request: { token: string }): Promise<{ confirmed: true }> {
    return this.confirmUseCase.execute(request.token);
  }

  @RpcHandler(RPC.adminStatusUnsubscribe)
  unsubscribe(@Payload() request: { token: string }): Promise<{ unsubscribed: true }> {
    return this.unsubscribeUseCase.execute(request.token);
  }
}
