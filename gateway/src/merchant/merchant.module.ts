import { Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { BillingController } from '../billing/billing.controller.js';
import { StripeBilling } from '../billing/stripe-billing.js';
import type { GatewayEnv } from '../config/gateway.env.js';
import { MERCHANT_LOGGER, MerchantController } from './merchant.controller.js';
import { SESSION_REDIS } from '../session/session.module.js';
import { VisitorCounter } from '../venues/visitor-counter.js';

/** The merchant workspace and billing (issue 10): the venue pages' visitor counters (the same Redis keys as discovery's) and Stripe. */
@Module({})
export class MerchantModule {
  static register(env: GatewayEnv, logger: Logger): DynamicModule {
    return {
      module: MerchantModule,
      controllers: [MerchantController, BillingController],
      providers: [
        { provide: MERCHANT_LOGGER, useValue: logger.child({ context: 'Merchant' }) },
        { provide: VisitorCounter, inject: [SESSION_REDIS], useFactory: (redis: Redis) => new VisitorCounter(redis) },
        {
          provide: StripeBilling,
          useValue: new StripeBilling({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, priceId: env.STRIPE_PRICE_PRO, publicUrl: env.PUBLIC_URL }),
        },
      ],
    };
  }
}
