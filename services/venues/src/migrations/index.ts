import type { MigrationObject } from '@mikro-orm/core';
import { CategoriesMigration } from './migration-20261121000100-categories.js';
import { VenuesMigration } from './migration-20261121000200-venues.js';
import { SimilarVenuesIndexMigration } from './migration-20261121000300-similar-venues-index.js';
import { CityInSearchDocumentMigration } from './migration-20261121000400-city-in-search-document.js';
import { CellInSearchDocumentMigration } from './migration-20261121000500-cell-in-search-document.js';
import { VenueVoteDaysMigration } from './migration-20261121000600-venue-vote-days.js';
import { SearchTableMigration } from './migration-20261121000700-search-table.js';
import { MerchantWorkspaceMigration } from './migration-20261123000100-merchant-workspace.js';
import { PhotosVerificationMigration } from './migration-20261124000100-photos-verification.js';
import { VenueConnectionsReadModelMigration } from './migration-20261126000100-venue-connections-read-model.js';
import { PlatformFiguresMigration } from './migration-20261201000200-platform-figures.js';
import { VenueRemovalMigration } from './migration-20261202000100-venue-removal.js';
import { ScoreReadModelMigration } from './migration-20261127000100-score-read-model.js';
import { VenueModerationMigration } from './migration-20261128000100-venue-moderation.js';
import { OpeningHoursMigration } from './migration-20261129000100-opening-hours.js';
import { OpenNowMigration } from './migration-20261129000200-open-now.js';
import { MapPositionIndexMigration } from './migration-20261130000100-map-position-index.js';
import { MapCellsMigration } from './migration-20261130000200-map-cells.js';
import { OpenNowIndexesMigration } from './migration-20261130000300-open-now-indexes.js';
import { ArabicSearchMigration } from './migration-20261201000100-arabic-search.js';
import { ExactPrefixesMigration } from './migration-20261203000100-exact-prefixes.js';

/** Applied in this order at start-up; a migration, once landed, is never edited, only followed. */
export const venuesMigrations: MigrationObject[] = [
  { name: 'Migration20261121000100_categories', class: CategoriesMigration },
  { name: 'Migration20261121000200_venues', class: VenuesMigration },
  { name: 'Migration20261121000300_similar_venues_index', class: SimilarVenuesIndexMigration },
  { name: 'Migration20261121000400_city_in_search_document', class: CityInSearchDocumentMigration },
  { name: 'Migration20261121000500_cell_in_search_document', class: CellInSearchDocumentMigration },
  { name: 'Migration20261121000600_venue_vote_days', class: VenueVoteDaysMigration },
  { name: 'Migration20261121000700_search_table', class: SearchTableMigration },
  { name: 'Migration20261123000100_merchant_workspace', class: MerchantWorkspaceMigration },
  { name: 'Migration20261124000100_photos_verification', class: PhotosVerificationMigration },
  { name: 'Migration20261126000100_venue_connections_read_model', class: VenueConnectionsReadModelMigration },
  { name: 'Migration20261127000100_score_read_model', class: ScoreReadModelMigration },
  { name: 'Migration20261128000100_venue_moderation', class: VenueModerationMigration },
  { name: 'Migration20261129000100_opening_hours', class: OpeningHoursMigration },
  { name: 'Migration20261129000200_open_now', class: OpenNowMigration },
  { name: 'Migration20261130000100_map_position_index', class: MapPositionIndexMigration },
  { name: 'Migration20261130000200_map_cells', class: MapCellsMigration },
  { name: 'Migration20261130000300_open_now_indexes', class: OpenNowIndexesMigration },
  { name: 'Migration20261201000100_arabic_search', class: ArabicSearchMigration },
  { name: 'Migration20261201000200_platform_figures', class: PlatformFiguresMigration },
  { name: 'Migration20261202000100_venue_removal', class: VenueRemovalMigration },
  { name: 'Migration20261203000100_exact_prefixes', class: ExactPrefixesMigration },
];
