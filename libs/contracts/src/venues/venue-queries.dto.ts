import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { OPEN_FILTERS, VENUE_LIST_LIMITS, VENUE_SORTS, type OpenFilter, type VenueSort } from './venue.model.js';
import { VENUE_QUERY_MESSAGES } from './venues.messages.js';

/** `cursor` and `limit` of a paged list; the next cursor comes in the `x-next-cursor` response header. */
export class PageQueryDto {
  @IsOptional()
  @IsString({ message: VENUE_QUERY_MESSAGES.invalidCursor })
  @MaxLength(200, { message: VENUE_QUERY_MESSAGES.invalidCursor })
  @JSONSchema({ description: 'Le curseur de la page suivante, tel que l’en-tête x-next-cursor l’a donné' })
  cursor?: string;

  @IsOptional()
  @Type(() => Number)
  // IsInt, not IsNumber({ maxDecimalPlaces: 0 }): class-validator reads the decimals of `1e-320` from
  // its text and throws (a 500 the fuzzer found).
  @IsInt({ message: VENUE_QUERY_MESSAGES.invalidLimit })
  @Min(1, { message: VENUE_QUERY_MESSAGES.invalidLimit })
  @Max(VENUE_LIST_LIMITS.maxLimit, { message: VENUE_QUERY_MESSAGES.invalidLimit })
  @JSONSchema({ description: `Lieux par page, ${VENUE_LIST_LIMITS.defaultLimit} par défaut` })
  limit?: number;
}

/** `GET /api/feed/home`: public venues, best score first (ties: newest). */
export class HomeFeedQueryDto extends PageQueryDto {}

/** `GET /api/venues`: search and filters (spec "Search", extended). */
export class SearchVenuesQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString({ message: VENUE_QUERY_MESSAGES.queryTooLong })
  @MaxLength(VENUE_LIST_LIMITS.maxQueryLength, { message: VENUE_QUERY_MESSAGES.queryTooLong })
  @JSONSchema({ description: 'Mots cherchés dans le nom, la ville, la description, les tags et la catégorie (sans accents ni casse, fautes tolérées)', example: 'cafe rabat' })
  q?: string;

  @IsOptional()
  @IsString({ message: VENUE_QUERY_MESSAGES.invalidCity })
  @MaxLength(100, { message: VENUE_QUERY_MESSAGES.invalidCity })
  @JSONSchema({ example: 'Fès' })
  city?: string;

  @IsOptional()
  @IsString({ message: VENUE_QUERY_MESSAGES.invalidCategory })
  @MaxLength(50, { message: VENUE_QUERY_MESSAGES.invalidCategory })
  @JSONSchema({ description: 'Identifiant de catégorie', example: 'cafe' })
  category?: string;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VENUE_QUERY_MESSAGES.invalidLatitude })
  @Min(-90, { message: VENUE_QUERY_MESSAGES.invalidLatitude })
  @Max(90, { message: VENUE_QUERY_MESSAGES.invalidLatitude })
  lat?: number;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VENUE_QUERY_MESSAGES.invalidLongitude })
  @Min(-180, { message: VENUE_QUERY_MESSAGES.invalidLongitude })
  @Max(180, { message: VENUE_QUERY_MESSAGES.invalidLongitude })
  lng?: number;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VENUE_QUERY_MESSAGES.invalidRadius })
  @Min(0.1, { message: VENUE_QUERY_MESSAGES.invalidRadius })
  @Max(VENUE_LIST_LIMITS.maxRadiusKm, { message: VENUE_QUERY_MESSAGES.invalidRadius })
  @JSONSchema({ description: 'Rayon en km autour de lat/lng' })
  radiusKm?: number;

  @IsOptional()
  @IsIn(VENUE_SORTS, { message: VENUE_QUERY_MESSAGES.invalidSort })
  @JSONSchema({ description: 'score (défaut), distance (avec lat et lng), recent' })
  sort?: VenueSort;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VENUE_QUERY_MESSAGES.invalidMinScore })
  @Min(0, { message: VENUE_QUERY_MESSAGES.invalidMinScore })
  @Max(100, { message: VENUE_QUERY_MESSAGES.invalidMinScore })
  minScore?: number;

  @IsOptional()
  @IsIn(OPEN_FILTERS, { message: VENUE_QUERY_MESSAGES.invalidOpen })
  @JSONSchema({ description: 'now : seulement les lieux ouverts à cet instant (heure du Maroc, horaires spéciaux compris)' })
  open?: OpenFilter;
}
