import { Type } from 'class-transformer';
import { IsArray, IsInt, IsNumber, IsOptional, IsString, Max, Min, Validate, ValidateNested, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { SearchVenuesQueryDto } from '../venues/venue-queries.dto.js';
import { MAP_QUERY_MESSAGES } from './map.messages.js';
import { MAP_ZOOM, parseBbox } from './map.model.js';

const nullableString = (extra: Record<string, unknown> = {}) => JSONSchema({ type: ['string', 'null'], ...extra });

@ValidatorConstraint({ name: 'bbox' })
class IsBbox implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.length <= 100 && parseBbox(value) !== null;
  }

  defaultMessage(): string {
    return MAP_QUERY_MESSAGES.invalidBbox;
  }
}

/** `GET /api/map/config`: the map's tiles, from the gateway's configuration (MAP_TILE_*; docs/map.md). */
export class MapConfigDto {
  @IsString()
  @JSONSchema({ description: 'Modèle d’URL des tuiles raster ({z}/{x}/{y}) ; vide : la carte hors ligne seule', example: 'https://tiles.example.ma/{z}/{x}/{y}.png' })
  tileUrl!: string;

  @IsString()
  @JSONSchema({ description: 'Le crédit que le fournisseur des tuiles exige, affiché sur la carte', example: '© les contributeurs d’OpenStreetMap' })
  tileAttribution!: string;

  @IsInt()
  @JSONSchema({ description: 'Le zoom le plus fort que le fournisseur sert', example: 19 })
  tileMaxZoom!: number;
}

/**
 * `GET /api/map/venues`: the search's filters (q, city, category, minScore, a position and radius),
 * for the visible area at a zoom. Paging and sort do not apply to a map and are ignored.
 */
export class MapVenuesQueryDto extends SearchVenuesQueryDto {
  @Validate(IsBbox)
  @JSONSchema({ description: 'La zone visible : ouest,sud,est,nord en degrés', example: '-7.75,33.5,-7.45,33.65' })
  bbox!: string;

  @Type(() => Number)
  @IsInt({ message: MAP_QUERY_MESSAGES.invalidZoom })
  @Min(MAP_ZOOM.min, { message: MAP_QUERY_MESSAGES.invalidZoom })
  @Max(MAP_ZOOM.max, { message: MAP_QUERY_MESSAGES.invalidZoom })
  @JSONSchema({ description: 'Le zoom de la carte (0 à 20) : plus il est fort, plus les groupes sont petits', example: 12 })
  zoom!: number;
}

/** Several venues close together at this zoom: a circle with their count. */
export class MapClusterDto {
  @IsInt() @JSONSchema({ example: 42 })
  count!: number;

  @IsNumber() @JSONSchema({ description: 'Le centre des lieux du groupe (moyenne de leurs positions)', example: 33.58 })
  lat!: number;

  @IsNumber() @JSONSchema({ example: -7.61 })
  lng!: number;

  @IsNumber() @JSONSchema({ description: 'La zone qui contient les lieux du groupe, où zoomer' })
  south!: number;

  @IsNumber()
  west!: number;

  @IsNumber()
  north!: number;

  @IsNumber()
  east!: number;
}

/** A venue alone at this zoom: what its marker and popup show. */
export class MapVenueDto {
  @IsString() @JSONSchema({ format: 'uuid' })
  id!: string;

  @IsString() @JSONSchema({ example: 'cafe-clock-fes' })
  slug!: string;

  @IsString() @JSONSchema({ example: 'Café Clock' })
  name!: string;

  /** The merchant's Arabic and English names (issue 29): the popup shows the reader's, else `name`. */
  @IsOptional() @IsString() @nullableString({ example: 'مقهى الساعة' })
  nameAr!: string | null;

  @IsOptional() @IsString() @nullableString({ example: 'Café Clock' })
  nameEn!: string | null;

  @IsOptional() @IsNumber() @JSONSchema({ type: ['number', 'null'], example: 82 })
  score!: number | null;

  @IsNumber() @JSONSchema({ example: 34.0622 })
  lat!: number;

  @IsNumber() @JSONSchema({ example: -4.9784 })
  lng!: number;

  @IsString() @JSONSchema({ example: '7 Derb el Magana, Talaa Kebira' })
  address!: string;

  @IsString() @JSONSchema({ example: 'Fès' })
  city!: string;

  @IsOptional() @IsString() @nullableString({ example: '+212 5 35 63 78 55' })
  phone!: string | null;

  @IsOptional() @IsString() @nullableString({ example: '+212 6 61 23 45 67' })
  whatsapp!: string | null;
}

/** The venues of the visible area that match, grouped for the zoom: clusters and venues alone. */
export class MapVenuesDto {
  @IsInt() @JSONSchema({ description: 'Les lieux qui correspondent dans la zone, groupés ou non' })
  total!: number;

  @IsArray() @ValidateNested({ each: true }) @Type(() => MapClusterDto)
  clusters!: MapClusterDto[];

  @IsArray() @ValidateNested({ each: true }) @Type(() => MapVenueDto)
  venues!: MapVenueDto[];
}
