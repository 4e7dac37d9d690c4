import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type SubmitContactReply, type SubmitContactRequest } from '@lieux/contracts';
import { RpcHandler } from '@lieux/messaging';
import { SubmitContactMessageUseCase } from '../app/submit-contact-message.usecase.js';

@Controller()
export class ContactHandler {
  constructor(@Inject(SubmitContactMessageUseCase) private readonly submit: SubmitContactMessageUseCase) {}

  @RpcHandler(RPC.adminContactSubmit)
  submitMessage(@Payload() request: SubmitContactRequest): Promise<SubmitContactReply> {
    return this.submit.execute(request);
  }
}
