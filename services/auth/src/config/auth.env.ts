import { Matches } from 'class-validator';
import { WithMailEnv } from '@lieux/mail';
import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class AuthEnv extends WithMailEnv(ServiceEnv) {
  override HEALTH_PORT = healthPortOf('auth');

  /** Where people open the site: the reset mail's link is `${PUBLIC_URL}/reset-password?token=…`. */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'must be an http(s) origin without a trailing slash, e.g. https://lieux.ma' })
  PUBLIC_URL: string = 'http://localhost:3000';
}
