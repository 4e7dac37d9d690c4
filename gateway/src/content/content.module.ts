import { Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { SiteInfoDto } from '@lieux/contracts';
import { ServiceClient, StatusProbe } from '@lieux/messaging';
import type { GatewayEnv } from '../config/gateway.env.js';
import { SESSION_REDIS } from '../session/session.module.js';
import { ContactQuota, StatusSubscriptionQuota } from './content-quotas.js';
import { ContactController } from './contact.controller.js';
import { SITE_INFO, SiteController } from './site.controller.js';
import { StatusController } from './status.controller.js';

/** Social networks' display names, in the footer's order, with the setting that holds each address. */
const SOCIAL_SETTINGS = [
  ['Instagram', 'SITE_INSTAGRAM_URL'],
  ['TikTok', 'SITE_TIKTOK_URL'],
  ['Facebook', 'SITE_FACEBOOK_URL'],
  ['LinkedIn', 'SITE_LINKEDIN_URL'],
] as const;

export function siteInfoOf(env: GatewayEnv): SiteInfoDto {
  return {
    city: env.SITE_CITY,
    country: env.SITE_COUNTRY,
    email: env.SITE_EMAIL,
    privacyEmail: env.SITE_PRIVACY_EMAIL,
    phone: env.SITE_PHONE,
    social: SOCIAL_SETTINGS.filter(([, key]) => env[key] !== '').map(([network, key]) => ({ network, url: env[key] })),
    legal: {
      company: env.SITE_COMPANY.trim(),
      legalForm: env.SITE_LEGAL_FORM.trim(),
      registeredOffice: env.SITE_REGISTERED_OFFICE.trim(),
      tradeRegister: env.SITE_TRADE_REGISTER.trim(),
      ice: env.SITE_ICE,
      host: env.SITE_HOST.trim(),
      cndpReceipt: env.SITE_CNDP_RECEIPT.trim(),
    },
  };
}

/** Content routes (issue 9): contact, status page and alerts, the footer's facts. */
@Module({})
export class ContentModule {
  static register(env: GatewayEnv): DynamicModule {
    return {
      module: ContentModule,
      controllers: [ContactController, StatusController, SiteController],
      providers: [
        { provide: ContactQuota, inject: [SESSION_REDIS], useFactory: (redis: Redis) => new ContactQuota(redis, env.CONTACT_LIMIT_PER_IP_PER_HOUR) },
        {
          provide: StatusSubscriptionQuota,
          inject: [SESSION_REDIS],
          useFactory: (redis: Redis) => new StatusSubscriptionQuota(redis, env.STATUS_SUBSCRIPTION_LIMIT_PER_IP_PER_HOUR),
        },
        // The web app is this process's own: fetched over loopback, as a browser would.
        { provide: StatusProbe, inject: [ServiceClient], useFactory: (services: ServiceClient) => new StatusProbe(services, { webUrl: `http://127.0.0.1:${env.PORT}` }) },
        { provide: SITE_INFO, useValue: siteInfoOf(env) },
      ],
    };
  }
}
