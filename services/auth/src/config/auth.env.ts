import { Matches } from 'class-validator';
import { WithMailEnv } from '@lieux/mail';
import { IntInRange } from '@lieux/platform';
import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class AuthEnv extends WithMailEnv(ServiceEnv) {
  override HEALTH_PORT = healthPortOf('auth');

  /** Where people open the site: the reset mail's link is `${PUBLIC_URL}/reset-password?token=…`. */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'must be an http(s) origin without a trailing slash, e.g. https://lieux.ma' })
  PUBLIC_URL: string = 'http://localhost:3000';

  /** How often the pending mails (password reset) are looked for; a failed one is retried with back-off. */
  @IntInRange(100, 60_000)
  MAIL_RELAY_INTERVAL_MS: number = 1000;
}
