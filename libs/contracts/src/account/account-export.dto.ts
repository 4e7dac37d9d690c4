import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CONTACT_SUBJECTS, type ContactSubject } from '../contact/contact-subjects.js';
import { ConnectionDto } from '../connections/connections.dto.js';
import { DOCUMENT_KINDS, type DocumentKind } from '../photos/photos.model.js';
import { VENUE_STATUSES, type VenueStatus } from '../venues/venue.model.js';

// What `GET /api/auth/me/export` holds besides the account, votes and favourites (issue 30 §5):
// each service's part, readable (names beside ids, ISO dates), never a token, a key or a link that
// opens a private file.

/** One photo of the person's venue: where it is published, not the file. */
export class ExportedPhotoDto {
  @IsUUID() id!: string;
  @IsInt() position!: number;
  @IsBoolean() isCover!: boolean;
  @IsInt() width!: number;
  @IsInt() height!: number;
  @IsString()
  @JSONSchema({ description: 'adresse publique de la photo (taille galerie)' })
  url!: string;
  @IsString()
  @JSONSchema({ format: 'date-time' })
  createdAt!: string;
}

/** One verification document of the person's venue: its description only (the file stays private; link on the merchant page). */
export class ExportedDocumentDto {
  @IsUUID() id!: string;
  @IsIn(DOCUMENT_KINDS) kind!: DocumentKind;
  @IsString() fileName!: string;
  @IsInt()
  @JSONSchema({ description: 'octets' })
  size!: number;
  @IsString() contentType!: string;
  @IsString()
  @JSONSchema({ format: 'date-time' })
  uploadedAt!: string;
  @IsOptional()
  @IsString()
  @JSONSchema({ format: 'date-time', description: 'décision qui l’a examiné ; le document est supprimé 90 jours après' })
  decidedAt!: string | null;
}

/** A venue the person created (a merchant), in any status, with its photos and documents. */
export class ExportedVenueDto {
  @IsUUID() id!: string;
  @IsString() slug!: string;
  @IsString() name!: string;
  @IsIn(VENUE_STATUSES) status!: VenueStatus;
  @IsString() category!: string;
  @IsString() address!: string;
  @IsString() city!: string;
  @IsString() country!: string;
  @IsOptional() @IsNumber() latitude!: number | null;
  @IsOptional() @IsNumber() longitude!: number | null;
  @IsOptional() @IsString() description!: string | null;
  @IsOptional() @IsString() phone!: string | null;
  @IsOptional() @IsString() website!: string | null;
  @IsString()
  @JSONSchema({ format: 'date-time' })
  createdAt!: string;
  @IsString()
  @JSONSchema({ format: 'date-time' })
  updatedAt!: string;
  @ValidateNested({ each: true })
  @Type(() => ExportedPhotoDto)
  photos!: ExportedPhotoDto[];
  @ValidateNested({ each: true })
  @Type(() => ExportedDocumentDto)
  documents!: ExportedDocumentDto[];
}

/** A social account connected to one of the person's venues: its name and figures, never its tokens. */
export class ExportedConnectionDto extends ConnectionDto {
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'nom du lieu (null : le lieu n’existe plus)' })
  venueName!: string | null;
}

/** An answer support sent to one of the person's messages. */
export class ExportedSupportReplyDto {
  @IsString() body!: string;
  @IsString()
  @JSONSchema({ format: 'date-time' })
  sentAt!: string;
}

/** A message the person sent through the contact form (from their account's address), with support's answers. */
export class ExportedSupportMessageDto {
  @IsUUID() id!: string;
  @IsIn(CONTACT_SUBJECTS) subject!: ContactSubject;
  @IsOptional() @IsString() requestType!: string | null;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @IsString() email!: string;
  @IsString() message!: string;
  @IsString() status!: string;
  @IsString()
  @JSONSchema({ format: 'date-time' })
  sentAt!: string;
  @ValidateNested({ each: true })
  @Type(() => ExportedSupportReplyDto)
  replies!: ExportedSupportReplyDto[];
}

/** A venue's name, for the ids of votes, favourites and connections. */
export interface VenueNameDto {
  id: string;
  name: string;
  slug: string;
}

/** `venues.account.data`: the actor's venues, and the names of the venues asked (any status). */
export interface VenuesAccountDataRequest {
  venueIds: string[];
}
export interface VenuesAccountDataReply {
  venues: ExportedVenueDto[];
  venueNames: VenueNameDto[];
}

/** `connections.account.data`: the actor's connections, of every venue they own. */
export interface ConnectionsAccountDataReply {
  connections: ConnectionDto[];
}

/** `admin.account.data`: the support messages sent from the actor's account address (the gateway gives it from the account). */
export interface AdminAccountDataRequest {
  email: string;
}
export interface AdminAccountDataReply {
  supportMessages: ExportedSupportMessageDto[];
}
