import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import { ListCategoriesUseCase } from './categories/app/list-categories.usecase.js';
import { CategoriesHandler } from './categories/infra/categories.handler.js';
import { CategoryEntity } from './categories/infra/category.entity.js';
import type { VenuesEnv } from './config/venues.env.js';
import { venuesMigrations } from './migrations/index.js';

export const VENUES_SCHEMA = 'venues';

export function venuesModule(env: VenuesEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({
    name: 'venues',
    env,
    logger,
    database: { schema: VENUES_SCHEMA, entities: [CategoryEntity], migrations: venuesMigrations },
    controllers: [CategoriesHandler],
    providers: [ListCategoriesUseCase],
  });
}
