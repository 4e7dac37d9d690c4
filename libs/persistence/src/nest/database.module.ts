import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { openServiceDatabase } from '../orm/open-service-database.js';
import type { ServiceDatabaseOptions } from '../orm/service-orm.config.js';

/**
 * Gives a service its MikroORM (schema migrated before the app takes traffic) and EntityManager.
 * The global EntityManager is refused by MikroORM (`allowGlobalContext: false`): handlers run inside
 * ormRequestScope, which forks one per request.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: MikroORM, useFactory: () => openServiceDatabase(options) },
        { provide: EntityManager, useFactory: (orm: MikroORM) => orm.em, inject: [MikroORM] },
      ],
      exports: [MikroORM, EntityManager],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }
}
