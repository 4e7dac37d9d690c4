import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type SubmitContactReply, type SubmitContactRequest } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { SubmitContactMessageUseCase } from '../app/submit-contact-message.usecase.js';

@Controller()
export class ContactHandler {
  constructor(@Inject(SubmitContactMessageUseCase) private readonly submit: SubmitContactMessageUseCase) {}

  @RpcHandler(RPC.adminContactSubmit)
  submitMessage(@Payload() request: SubmitContactRequest, @CurrentActor() sender: Actor | undefined): Promise<SubmitContactReply> {
    return this.submit.execute(request, sender);
  }
}
