import { Injectable } from '@nestjs/common';

/**
 * The clock a service's scheduled rules read (retentions counted in years). Tests move it on the
 * running service — `service.get(ServiceClock).now = () => instant` — to live years in a few calls.
 */
@Injectable()
export class ServiceClock {
  now: () => Date = () => new Date();
}
