import { Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { GatewayEnv } from '../config/gateway.env.js';
import { SESSION_REDIS } from '../session/session.module.js';
import { VoteQuotas } from './vote-quotas.js';
import { VotesController } from './votes.controller.js';

/** Votes and favourites' routes (issue 8), with the vote rate limits in the gateway's Redis. */
@Module({})
export class VotesGatewayModule {
  static register(env: GatewayEnv): DynamicModule {
    return {
      module: VotesGatewayModule,
      controllers: [VotesController],
      providers: [
        {
          provide: VoteQuotas,
          inject: [SESSION_REDIS],
          useFactory: (redis: Redis) => new VoteQuotas(redis, { perUserPerMinute: env.VOTE_LIMIT_PER_USER_PER_MINUTE, perIpPerMinute: env.VOTE_LIMIT_PER_IP_PER_MINUTE }),
        },
      ],
    };
  }
}
