import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { SOCIAL_PROVIDERS, VENUE_STATUSES, type SocialProvider, type VenueStatus } from './venue.model.js';
import { OpeningPeriodDto, SpecialHoursDto } from '../merchant/venue-form.dto.js';
import { PhotoDto, PhotoUrlsDto } from '../photos/photos.dto.js';

/** A value that is null when unknown, documented as such in OpenAPI. */
const nullable = (type: 'string' | 'number' | 'integer', extra: Record<string, unknown> = {}) => JSONSchema({ type: [type, 'null'], ...extra });

/** A tag of a venue (spec section 3: tags (id, name)). `id` is a stable slug: `rooftops`, `brunch`… */
export class TagDto {
  @IsString()
  @JSONSchema({ example: 'rooftops' })
  id!: string;

  @IsString()
  @JSONSchema({ example: 'Rooftops' })
  name!: string;
}

/**
 * What the venue's social presence measures (spec section 3, `metrics`). Scores are 0–100 and null
 * when the platform is not connected or not yet scored; the composite is `VenueDto.score`. The figures
 * are the connected accounts' latest (issue 30): null where no counted account gives one, dated by `measuredAt`.
 */
export class VenueMetricsDto {
  @IsOptional() @IsNumber() @nullable('number', { description: 'Note Google sur 5', example: 4.6 })
  googleRating!: number | null;

  @IsOptional() @IsInt() @nullable('integer', { example: 12400 })
  instagramFollowers!: number | null;

  @IsOptional() @IsInt() @nullable('integer', { description: 'Nombre d’avis Google', example: 312 })
  googleReviewCount!: number | null;

  @IsOptional() @IsInt() @nullable('integer', { description: 'Abonnés cumulés sur les réseaux connectés', example: 15800 })
  followers!: number | null;

  @IsOptional() @IsInt() @nullable('integer', { description: 'Interactions des 30 derniers jours, cumulées sur les réseaux connectés', example: 3200 })
  totalEngagement!: number | null;

  @IsOptional() @IsString() @nullable('string', { description: 'Date de relevé de ces chiffres (la plus ancienne des comptes), ISO 8601', example: '2026-11-27T03:00:00.000Z' })
  measuredAt!: string | null;

  @IsOptional() @IsNumber() @nullable('number', { description: 'Instagram, 0–100' })
  igScore!: number | null;

  @IsOptional() @IsNumber() @nullable('number', { description: 'TikTok, 0–100' })
  ttScore!: number | null;

  @IsOptional() @IsNumber() @nullable('number', { description: 'Facebook, 0–100' })
  fbScore!: number | null;

  @IsOptional() @IsNumber() @nullable('number', { description: 'LinkedIn, 0–100' })
  liScore!: number | null;

  @IsOptional() @IsNumber() @nullable('number', { description: 'Google Business, 0–100' })
  gbScore!: number | null;
}

/** A linked social account as the public sees it (spec section 3: connections (provider, accountRef)). */
export class VenueConnectionDto {
  @IsIn(SOCIAL_PROVIDERS)
  provider!: SocialProvider;

  @IsString()
  @JSONSchema({ description: 'Identifiant public du compte (nom d’utilisateur, page)', example: 'cafeclock.fes' })
  accountRef!: string;

  @IsOptional() @IsString() @nullable('string', { description: 'Le profil public sur la plateforme (issue 12) ; null pour un lien de démonstration', example: 'https://www.instagram.com/cafeclock.fes' })
  profileUrl!: string | null;
}

/** A venue on a card: the home feed, the explorer, search results, similar venues (spec section 3). */
export class VenueDto {
  @IsString() @JSONSchema({ format: 'uuid' })
  id!: string;

  @IsString() @JSONSchema({ example: 'cafe-clock-fes' })
  slug!: string;

  @IsString() @JSONSchema({ example: 'Café Clock' })
  name!: string;

  @IsString() @JSONSchema({ example: '7 Derb el Magana, Talaa Kebira' })
  address!: string;

  @IsString() @JSONSchema({ example: 'Fès' })
  city!: string;

  @IsString() @JSONSchema({ example: 'Maroc' })
  country!: string;

  @IsOptional() @IsString() @nullable('string')
  description!: string | null;

  // The reader's language (issue 29): absent or null where the merchant gave none; the French ones stand in.
  @IsOptional() @IsString() @nullable('string', { description: 'Le nom en arabe ; null : aucun (le nom français le remplace)', example: 'مقهى كلوك' })
  nameAr?: string | null;

  @IsOptional() @IsString() @nullable('string', { description: 'Le nom en anglais ; null : aucun' })
  nameEn?: string | null;

  @IsOptional() @IsString() @nullable('string', { description: 'La description en arabe ; null : aucune' })
  descriptionAr?: string | null;

  @IsOptional() @IsString() @nullable('string', { description: 'La description en anglais ; null : aucune' })
  descriptionEn?: string | null;

  @IsOptional() @IsString() @nullable('string', { example: '+212 5 35 63 78 55' })
  phone!: string | null;

  @IsOptional() @IsString() @nullable('string', { format: 'uri' })
  website!: string | null;

  @IsOptional() @IsString() @nullable('string', { description: 'WhatsApp du lieu (réservations) ; null : aucun', example: '+212 6 61 23 45 67' })
  whatsapp!: string | null;

  @ValidateNested({ each: true }) @Type(() => OpeningPeriodDto)
  @JSONSchema({ description: 'Horaires de la semaine (heure du Maroc) ; vide et alwaysOpen faux : non renseignés. Aussi dans le JSON-LD de la page (openingHoursSpecification)' })
  openingHours!: OpeningPeriodDto[];

  @IsBoolean() @JSONSchema({ description: 'Ouvert 24 h/24, 7 j/7' })
  alwaysOpen!: boolean;

  @ValidateNested({ each: true }) @Type(() => SpecialHoursDto)
  @JSONSchema({ description: 'Horaires spéciaux pas encore passés (depuis hier), par date de début' })
  specialHours!: SpecialHoursDto[];

  @IsBoolean() @JSONSchema({ description: 'Fermé définitivement : le lieu reste trouvable et marqué' })
  permanentlyClosed!: boolean;

  /** "Vérifié": the venue's documents were approved by an admin (issue 11; the spec's name is kept). */
  @IsBoolean() @JSONSchema({ description: 'Vérifié : documents du commerçant approuvés par un administrateur' })
  phoneVerified!: boolean;

  @IsString() @JSONSchema({ example: 'cafe' })
  categoryId!: string;

  @IsOptional() @IsNumber() @nullable('number', { example: 34.0622 })
  latitude!: number | null;

  @IsOptional() @IsNumber() @nullable('number', { example: -4.9784 })
  longitude!: number | null;

  @ValidateNested({ each: true }) @Type(() => TagDto)
  tags!: TagDto[];

  @ValidateNested() @Type(() => VenueMetricsDto)
  metrics!: VenueMetricsDto;

  @IsIn(VENUE_STATUSES)
  status!: VenueStatus;

  @IsOptional() @IsNumber() @nullable('number', { description: 'Score d’influence 0–100 ; null tant qu’il n’est pas calculé', example: 82 })
  score!: number | null;

  @IsInt() @JSONSchema({ description: 'Votes positifs', example: 154 })
  voteCount!: number;

  @IsString() @JSONSchema({ format: 'date-time' })
  createdAt!: string;

  @IsOptional() @IsNumber()
  @JSONSchema({ description: 'Distance en km au point de recherche, quand la recherche en donne un' })
  distanceKm?: number;

  @IsOptional() @ValidateNested() @Type(() => PhotoUrlsDto)
  @JSONSchema({ description: 'La photo de couverture ; null : pas de photo (la carte montre l’initiale)' })
  cover!: PhotoUrlsDto | null;
}

/**
 * Where a venue's data comes from when it was imported from open data (issue 32, docs/osm-import.md):
 * the object on openstreetmap.org. Its page credits « © les contributeurs d’OpenStreetMap » (ODbL).
 */
export class OpenDataDto {
  @IsIn(['openstreetmap']) @JSONSchema({ description: 'La base ouverte dont viennent les données du lieu (licence ODbL)' })
  source!: 'openstreetmap';

  @IsString() @JSONSchema({ format: 'uri', description: 'L’objet sur openstreetmap.org', example: 'https://www.openstreetmap.org/node/123456' })
  url!: string;
}

/** `GET /api/places/{slug}`: the venue page (spec "Venue detail"), with what a card does not carry. */
export class VenueDetailDto extends VenueDto {
  @ValidateNested({ each: true }) @Type(() => VenueConnectionDto)
  connections!: VenueConnectionDto[];

  @ValidateNested({ each: true }) @Type(() => VenueDto)
  @JSONSchema({ description: 'Même catégorie, même ville ou à proximité, par score' })
  similar!: VenueDto[];

  @IsInt()
  @JSONSchema({ description: 'Visiteurs distincts ce mois-ci (compteur HyperLogLog, robots exclus)', example: 231 })
  visitorsThisMonth!: number;

  @ValidateNested({ each: true }) @Type(() => PhotoDto)
  @JSONSchema({ description: 'La galerie, dans l’ordre choisi par le commerçant (la couverture en fait partie)' })
  photos!: PhotoDto[];

  @IsBoolean()
  @JSONSchema({ description: 'Publié et sans propriétaire : la page invite à le revendiquer (« C’est votre établissement ? Revendiquez-le »)' })
  claimable!: boolean;
  @IsOptional() @ValidateNested() @Type(() => OpenDataDto)
  @JSONSchema({ description: 'Importé d’OpenStreetMap : « © les contributeurs d’OpenStreetMap » (ODbL) et le lien de l’objet ; null : saisi dans Lieux' })
  openData!: OpenDataDto | null;
}

/** `GET /api/stats/public`: the landing page's three live figures. */
export class PublicStatsDto {
  @IsInt() @JSONSchema({ description: 'Lieux publiés et notés' })
  venues!: number;

  @IsInt() @JSONSchema({ description: 'Villes où au moins un lieu est publié' })
  cities!: number;

  @IsInt() @JSONSchema({ description: 'Votes positifs sur les lieux publiés' })
  votes!: number;
}
