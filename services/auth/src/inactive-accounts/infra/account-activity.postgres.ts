import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ServiceClock } from '@lieux/service-kit';

/** Records that an account was used (a sign-in): its inactivity starts again, a warning sent is void. */
@Injectable()
export class AccountActivity {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(ServiceClock) private readonly clock: ServiceClock,
  ) {}

  async record(userId: string): Promise<void> {
    const schema = String(this.em.config.get('schema') ?? 'auth');
    await this.em.fork().execute(`update "${schema}".users set last_active_at = ?, inactivity_warned_at = null where id = ?`, [this.clock.now(), userId]);
  }
}
