import { IsEmail, Matches } from 'class-validator';
import { WithMailEnv } from '@lieux/mail';
import { IntInRange } from '@lieux/platform';
import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class AdminEnv extends WithMailEnv(ServiceEnv) {
  override HEALTH_PORT = healthPortOf('admin');

  /** Where the contact form's messages are mailed (a copy of what the admin schema keeps). */
  @IsEmail({}, { message: 'must be an e-mail address' })
  SUPPORT_EMAIL: string = 'contact@lieux.ma';

  /** Where people open the site: the status alerts' links are `${PUBLIC_URL}/statut?…`. */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'must be an http(s) origin without a trailing slash, e.g. https://lieux.ma' })
  PUBLIC_URL: string = 'http://localhost:3000';

  /** How often the status page's checks are recorded (one row per line and interval; 2 replicas record once). */
  @IntInRange(1000, 3_600_000)
  STATUS_CHECK_INTERVAL_MS: number = 60_000;

  /**
   * After the admin service starts, its status rounds are recorded once every line answered, or after
   * this long at most (docs/admin.md, "Status page"): the platform starting is no data, not an outage.
   */
  @IntInRange(0, 3_600_000)
  STATUS_STARTUP_GRACE_MS: number = 300_000;

  /** Where the recorder fetches the web app (index.html, a script) for the "Interface web" and "CDN" lines: the gateway. */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'must be an http(s) origin without a trailing slash, e.g. http://gateway:3000' })
  STATUS_WEB_URL: string = 'http://127.0.0.1:3000';
}
