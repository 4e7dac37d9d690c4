import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, Length, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ADMIN_ERRORS } from '../admin/admin.errors.js';
import { ADMIN_REASON_LIMITS } from '../admin/admin.model.js';
import { VerificationDocumentDto } from '../photos/photos.dto.js';
import { CLAIM_MATCH_FIELDS, CLAIM_METHODS, CLAIM_PROVIDERS, CLAIM_STATUSES, type ClaimMatchField, type ClaimMethod, type ClaimProvider, type ClaimStatus } from './claims.model.js';

/** The account a claim was proven with, as the platform answered it, and what matched the listing. */
export class ClaimEvidenceDto {
  @IsIn(CLAIM_PROVIDERS) provider!: ClaimProvider;
  @IsString() @JSONSchema({ description: 'Identifiant du compte (nom d’utilisateur, fiche)' }) accountRef!: string;
  @IsString() accountName!: string;
  @IsOptional() @IsString() profileUrl!: string | null;
  @IsOptional() @IsString() @JSONSchema({ description: 'Le site web que la plateforme donne pour ce compte' }) website!: string | null;
  @IsOptional() @IsString() @JSONSchema({ description: 'Le téléphone que la plateforme donne pour ce compte' }) phone!: string | null;
  @IsArray() @IsIn(CLAIM_MATCH_FIELDS, { each: true }) @JSONSchema({ description: 'Ce qui correspond à la fiche : website, phone, handle' }) matched!: ClaimMatchField[];
  @IsBoolean() @JSONSchema({ description: 'Compte du bac à sable (tests, démo)' }) sandbox!: boolean;
}

/**
 * The account a claim was proven with, as the platform answered it, and what matched the listing;
 * null for a claim proven with documents (`method: 'documents'`).
 */
export type ClaimEvidence = ClaimEvidenceDto | null;

/** A claim as its claimant sees it (`GET /api/claims`). */
export class ClaimDto {
  @IsString() id!: string;
  @IsString() venueId!: string;
  @IsString() venueSlug!: string;
  @IsString() venueName!: string;
  @IsIn(CLAIM_METHODS) method!: ClaimMethod;
  @IsIn(CLAIM_STATUSES) @JSONSchema({ description: 'pending, approved, refused, reported (le lieu avait déjà un propriétaire : un signalement a été transmis)' }) status!: ClaimStatus;
  @IsOptional() @ValidateNested() @Type(() => ClaimEvidenceDto) @JSONSchema({ description: 'Le compte qui prouve la demande ; null pour une demande avec justificatifs' }) evidence!: ClaimEvidence;
  @IsOptional() @IsString() @JSONSchema({ description: 'Le motif d’un refus' }) reason!: string | null;
  @IsString() createdAt!: string;
  @IsOptional() @IsString() decidedAt!: string | null;
}

/** What the listing says, beside the evidence in the admin console. */
export class ClaimListingDto {
  @IsString() name!: string;
  @IsString() address!: string;
  @IsString() city!: string;
  @IsOptional() @IsString() website!: string | null;
  @IsOptional() @IsString() phone!: string | null;
  @IsOptional() @IsString() ownerUserId!: string | null;
}

/** A claim in the admin console (`GET /api/admin/claims`): the listing and the evidence side by side. */
export class AdminClaimDto extends ClaimDto {
  @IsString() claimantUserId!: string;
  @IsOptional() @IsString() claimantEmail!: string | null;
  @ValidateNested() @Type(() => ClaimListingDto) listing!: ClaimListingDto;
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => VerificationDocumentDto)
  @JSONSchema({ description: 'Les justificatifs d’une demande avec documents (liens signés de courte durée, administrateurs seulement) ; vide pour une demande par compte' })
  documents!: VerificationDocumentDto[];
}

export class AdminClaimsQueryDto {
  @IsOptional() @IsIn(CLAIM_STATUSES) @JSONSchema({ description: 'pending par défaut' }) status?: ClaimStatus;
}

/** `POST /api/admin/claims/{id}/refuse`: the reason is required (the merchant's mail, the audit log). */
export class RefuseClaimDto {
  @IsString({ message: ADMIN_ERRORS.admin_reason_invalid.message })
  @Length(ADMIN_REASON_LIMITS.min, ADMIN_REASON_LIMITS.max, { message: ADMIN_ERRORS.admin_reason_invalid.message })
  @JSONSchema({ description: 'Montré au commerçant (e-mail)' })
  reason!: string;
}
