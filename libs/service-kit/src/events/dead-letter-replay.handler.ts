import { Controller, Inject, type Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type DeadLetterReplayReply, type DeadLetterReplayRequest, type ServiceName } from '@lieux/contracts';
import { RpcHandler } from '@lieux/messaging';
import { ServiceEvents } from '../service/service-events.js';

/**
 * The service's answer to `<service>.dead-letters.replay` (the `npm run dlq` tool). Like the health
 * check, the subject depends on the service, hence a class made per service.
 */
export function createDeadLetterReplayHandler(service: ServiceName): Type {
  @Controller()
  class DeadLetterReplayHandler {
    constructor(@Inject(ServiceEvents) private readonly events: ServiceEvents) {}

    @RpcHandler(RPC.deadLetterReplay[service])
    replay(@Payload() request: DeadLetterReplayRequest): Promise<DeadLetterReplayReply> {
      return this.events.replayDeadLetter(request);
    }
  }
  return DeadLetterReplayHandler;
}
