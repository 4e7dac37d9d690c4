import 'reflect-metadata';
import { Payload } from '@nestjs/microservices';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { rpc, type Actor } from '@lieux/contracts';
import { CurrentActor } from './actor.js';
import { RpcHandler } from './rpc-handler.decorator.js';

const GREET = rpc<{ name: string }, { greeting: string }>('test.greetings.greet');

// Type-level checks (`tsc -p tsconfig.spec.json`): each @ts-expect-error must be an error.
class Handlers {
  @RpcHandler(GREET)
  greet(payload: { name: string }): { greeting: string } {
    return { greeting: `Bonjour ${payload.name}` };
  }

  @RpcHandler(GREET)
  async greetActor(@Payload() payload: { name: string }, @CurrentActor() actor: Actor | undefined): Promise<{ greeting: string }> {
    return { greeting: `${payload.name} ${actor?.role ?? 'anonyme'}` };
  }

  @RpcHandler(GREET)
  ignoresPayload(): { greeting: string } {
    return { greeting: 'Bonjour' };
  }

  // @ts-expect-error the reply is not the definition's
  @RpcHandler(GREET)
  wrongReply(): { message: string } {
    return { message: 'Bonjour' };
  }

  // @ts-expect-error the payload is not the definition's request
  @RpcHandler(GREET)
  wrongPayload(payload: { id: number }): { greeting: string } {
    return { greeting: String(payload.id) };
  }

  // @ts-expect-error the payload asks for more than the request carries
  @RpcHandler(GREET)
  narrowerPayload(payload: { name: string; age: number }): { greeting: string } {
    return { greeting: `${payload.name} ${payload.age}` };
  }
}

describe('@RpcHandler', () => {
  it("answers the definition's subject", () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, Handlers.prototype.greet)).toEqual([GREET.subject]);
    expect(Reflect.getMetadata(PATTERN_METADATA, Handlers.prototype.greetActor)).toEqual([GREET.subject]);
  });
});
