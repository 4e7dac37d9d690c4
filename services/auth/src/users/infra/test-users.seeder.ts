import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { EventOutbox, MailOutbox, SERVICE_LOGGER } from '@lieux/service-kit';
import { SeedTestUsersUseCase, TEST_ROLES_ENABLED } from '../app/test-users.usecases.js';
import { MikroOrmUserRepository } from './user.repository.mikro-orm.js';

/** Seeds the test users at start-up where test roles are enabled (never in production by default). */
@Injectable()
export class TestUsersSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(TEST_ROLES_ENABLED) private readonly enabled: boolean,
    @Inject(SeedTestUsersUseCase) private readonly seed: SeedTestUsersUseCase,
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(MailOutbox) private readonly mails: MailOutbox,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    // Outside any request: an EntityManager of its own.
    const created = await this.seed.execute(new MikroOrmUserRepository(this.orm.em.fork(), this.outbox, this.mails));
    if (created > 0) this.logger.info({ created }, 'test users seeded (test roles enabled)');
  }
}
