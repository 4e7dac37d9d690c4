import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, ValidateIf, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import {
  DOCUMENT_KINDS,
  PHOTO_LIMITS,
  REJECTION_REASON_LIMITS,
  VERIFICATION_DECISIONS,
  VERIFICATION_STATUSES,
  type DocumentKind,
  type VerificationDecision,
  type VerificationStatus,
} from './photos.model.js';
import { PHOTOS_ERRORS } from './photos.errors.js';
import { PHOTOS_FIELD_MESSAGES } from './photos.messages.js';

const nullable = (type: 'string' | 'number' | 'integer', extra: Record<string, unknown> = {}) => JSONSchema({ type: [type, 'null'], ...extra });

/** The URL of each size of a photo (`/api/photos/{id}/{size}`, public, cached for good), and the `srcset`s of its widths. */
export class PhotoUrlsDto {
  @IsString() @JSONSchema({ description: 'Carte (640×480, recadrée)', example: '/api/photos/0b7c…/card' })
  card!: string;

  @IsString() @JSONSchema({ description: 'Galerie et visionneuse (côté le plus long 1600)', example: '/api/photos/0b7c…/gallery' })
  gallery!: string;

  @IsString() @JSONSchema({ description: 'Open Graph (1200×630, recadrée)', example: '/api/photos/0b7c…/og' })
  og!: string;

  @IsString() @JSONSchema({ description: 'srcset AVIF : la photo entière en 320, 640, 1280 et 1920 px de large', example: '/api/photos/0b7c…/320.avif 320w, /api/photos/0b7c…/640.avif 640w, …' })
  avif!: string;

  @IsString() @JSONSchema({ description: 'srcset WebP : les mêmes largeurs', example: '/api/photos/0b7c…/320.webp 320w, /api/photos/0b7c…/640.webp 640w, …' })
  webp!: string;
}

/** A photo of a venue: the merchant's photo manager and the venue page's gallery. */
export class PhotoDto {
  @IsUUID() @JSONSchema({ format: 'uuid' })
  id!: string;

  @IsUUID() @JSONSchema({ format: 'uuid' })
  venueId!: string;

  @IsBoolean() @JSONSchema({ description: 'La photo de couverture (cartes, Open Graph) ; une seule par lieu' })
  isCover!: boolean;

  @IsInt() @JSONSchema({ description: 'Rang dans la galerie, à partir de 0' })
  position!: number;

  @IsInt() @JSONSchema({ description: 'Largeur de la taille « gallery », en pixels' })
  width!: number;

  @IsInt() @JSONSchema({ description: 'Hauteur de la taille « gallery », en pixels' })
  height!: number;

  @ValidateNested() @Type(() => PhotoUrlsDto)
  urls!: PhotoUrlsDto;

  @IsString() @JSONSchema({ format: 'date-time' })
  createdAt!: string;
}

/** `PUT /api/merchant/venues/{id}/photos/order`: every photo id of the venue, in the new order. */
export class ReorderPhotosDto {
  @IsArray({ message: PHOTOS_ERRORS.photo_order_invalid.message })
  @ArrayMaxSize(PHOTO_LIMITS.maxPerVenue, { message: PHOTOS_ERRORS.photo_order_invalid.message })
  @IsUUID('all', { each: true, message: PHOTOS_ERRORS.photo_order_invalid.message })
  photoIds!: string[];
}

/**
 * One verification document as its owner (and admins) see it. `url` is a signed link that works for
 * DOCUMENT_LINK_TTL_SECONDS, and only for a session of the owner or an admin.
 */
export class VerificationDocumentDto {
  @IsUUID() @JSONSchema({ format: 'uuid' })
  id!: string;

  @IsIn(DOCUMENT_KINDS)
  kind!: DocumentKind;

  @IsString() @JSONSchema({ description: 'Nom du fichier envoyé (affichage seulement)', example: 'registre-commerce.pdf' })
  name!: string;

  @IsInt() @JSONSchema({ description: 'Taille en octets' })
  size!: number;

  @IsString() @JSONSchema({ example: 'application/pdf' })
  contentType!: string;

  @IsString() @JSONSchema({ format: 'date-time' })
  uploadedAt!: string;

  @IsString() @JSONSchema({ description: 'Lien signé de courte durée (propriétaire et administrateurs)', example: '/api/documents/…?expires=…&signature=…' })
  url!: string;

  @IsString() @JSONSchema({ format: 'date-time', description: 'Fin de validité du lien' })
  urlExpiresAt!: string;
}

/** `GET /api/merchant/venues/{id}/verification`: the venue's verification as its owner sees it. */
export class VerificationDto {
  @IsUUID() @JSONSchema({ format: 'uuid' })
  venueId!: string;

  @IsIn(VERIFICATION_STATUSES)
  status!: VerificationStatus;

  @IsOptional() @IsString() @nullable('string', { description: 'Motif du refus (statut rejected) ; null ailleurs' })
  reason!: string | null;

  @IsOptional() @IsString() @nullable('string', { format: 'date-time' })
  submittedAt!: string | null;

  @IsOptional() @IsString() @nullable('string', { format: 'date-time' })
  decidedAt!: string | null;

  @ValidateNested({ each: true }) @Type(() => VerificationDocumentDto)
  documents!: VerificationDocumentDto[];

  @IsArray() @IsIn(DOCUMENT_KINDS, { each: true })
  @JSONSchema({ description: 'Documents obligatoires encore absents (vide : la demande peut être envoyée)' })
  missingKinds!: DocumentKind[];
}

/** An admin's view of a verification (the admin console's review list). */
export class VerificationAdminDto extends VerificationDto {
  @IsString()
  venueName!: string;

  @IsString()
  venueSlug!: string;

  @IsString()
  venueCity!: string;

  @IsOptional() @IsString() @nullable('string', { format: 'uuid' })
  ownerUserId!: string | null;
}

/** `POST /api/merchant/venues/{id}/verification/documents?kind=…` (the file is the multipart part `file`). */
export class UploadDocumentQueryDto {
  @IsIn(DOCUMENT_KINDS, { message: PHOTOS_ERRORS.document_kind_invalid.message })
  kind!: DocumentKind;
}

/** `GET /api/admin/verifications`: by status (`submitted`, the ones waiting, by default). */
export class VerificationsQueryDto {
  @IsOptional() @IsIn(VERIFICATION_STATUSES, { message: PHOTOS_FIELD_MESSAGES.verificationStatusInvalid })
  status?: VerificationStatus;
}

/** `POST /api/admin/verifications/{venueId}/decision`. */
export class DecideVerificationDto {
  @IsIn(VERIFICATION_DECISIONS, { message: PHOTOS_FIELD_MESSAGES.decisionInvalid })
  decision!: VerificationDecision;

  @ValidateIf((body: DecideVerificationDto) => body.decision === 'reject')
  @IsString({ message: PHOTOS_ERRORS.verification_reason_required.message })
  @Length(REJECTION_REASON_LIMITS.min, REJECTION_REASON_LIMITS.max, { message: PHOTOS_ERRORS.verification_reason_required.message })
  @JSONSchema({ description: 'Obligatoire pour un refus : montré au commerçant' })
  reason?: string;
}
