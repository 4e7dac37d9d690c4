import { Module } from '@nestjs/common';
import { VenueLookupModule } from '../venue-lookup/venue-lookup.module.js';
import { VotesModule } from '../votes/votes.module.js';
import { FAVORITE_REPOSITORY } from './app/favorite.repository.js';
import { FavoriteUseCases } from './app/favorite.usecases.js';
import { PostgresFavoriteRepository } from './infra/favorite.repository.postgres.js';
import { FavoritesHandler } from './infra/favorites.handler.js';

/** Add a favourite, take it out, list them ('Mes favoris'). */
@Module({
  imports: [VenueLookupModule, VotesModule],
  controllers: [FavoritesHandler],
  providers: [FavoriteUseCases, { provide: FAVORITE_REPOSITORY, useClass: PostgresFavoriteRepository }],
})
export class FavoritesModule {
  static readonly entities = [];
}
