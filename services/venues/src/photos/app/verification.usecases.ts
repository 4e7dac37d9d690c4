import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LIMITS,
  DOCUMENT_LINK_TTL_SECONDS,
  REJECTION_REASON_LIMITS,
  VERIFICATION_DECISIONS,
  VERIFICATION_STATUSES,
  missingRequiredDocuments,
  type Actor,
  type AddDocumentRequest,
  type DecideVerificationRequest,
  type DocumentMimeType,
  type DocumentOfVenueRequest,
  type ListVerificationsRequest,
  type OpenDocumentReply,
  type OpenDocumentRequest,
  type VenueVerificationRequest,
  type VerificationAdminDto,
  type VerificationDocumentDto,
  type VerificationDto,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { encryptFile, signLink } from '@lieux/platform';
import { authorize } from '@lieux/service-kit';
import { displayFileName, documentType } from '../domain/photo-image.js';
import type { VenueAccess } from '../infra/photos.repository.postgres.js';
import { PostgresPhotosRepository } from '../infra/photos.repository.postgres.js';
import { PostgresVerificationRepository, type StoredDocument, type VerificationRecord } from '../infra/verification.repository.postgres.js';
import { FILE_SECRETS, OBJECT_STORAGE, PHOTOS_CLOCK, QUARANTINE_KEY, type Clock, type FileSecrets, type ObjectStorage } from './files.js';
import { asDomainError, readQuarantine, venueOfActor } from './photos.usecases.js';

/** Where a document's bytes (encrypted) are stored: made from ids only. */
export const documentKey = (venueId: string, documentId: string): string => `documents/${venueId}/${documentId}.bin`;

/** The path a document link signs: the gateway's route. */
export const documentPath = (documentId: string): string => `/api/documents/${documentId}`;

/**
 * Reads an upload from quarantine, checks it is a document by its bytes (DOCUMENT_LIMITS) and stores
 * it encrypted under `storageKey` (the owner's verification and a claim's documents alike).
 */
export async function storeEncryptedDocument(storage: ObjectStorage, secrets: FileSecrets, quarantineKey: unknown, storageKey: string): Promise<{ contentType: DocumentMimeType; size: number }> {
  const bytes = await readQuarantine(storage, quarantineKey);
  const contentType = await documentType(bytes);
  await storage.put(storageKey, encryptFile(secrets.documentsKey, bytes), 'application/octet-stream');
  return { contentType, size: bytes.length };
}

/** A private document's signed link to `path`, valid DOCUMENT_LINK_TTL_SECONDS from `now`. */
export function signedDocumentLink(linkSecret: string, path: string, now: Date): { url: string; urlExpiresAt: string } {
  const expiresAt = new Date(now.getTime() + DOCUMENT_LINK_TTL_SECONDS * 1000);
  return { url: signLink(linkSecret, path, expiresAt), urlExpiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toISOString() };
}

/** A stored document as the API shows it, with its signed link to `path`. */
export function documentDto(document: Pick<StoredDocument, 'id' | 'kind' | 'fileName' | 'size' | 'contentType' | 'uploadedAt'>, linkSecret: string, path: string, now: Date): VerificationDocumentDto {
  return {
    id: document.id,
    kind: document.kind,
    name: document.fileName,
    size: document.size,
    contentType: document.contentType,
    uploadedAt: document.uploadedAt,
    ...signedDocumentLink(linkSecret, path, now),
  };
}

/** Documents may change while nothing is under review or decided for good. */
function assertEditable(record: VerificationRecord | undefined): void {
  if (record?.status === 'submitted') throw new DomainException('verification_locked');
  if (record?.status === 'approved') throw new DomainException('verification_already_approved');
}

/**
 * Merchant verification (issue 11, the spec's 24–48 h review): the owner adds documents (checked by
 * bytes, encrypted at rest), submits them; an admin approves or rejects with a reason; the venue's
 * "Vérifié" flag follows. Documents are shown through signed links that expire.
 */
@Injectable()
export class VerificationUseCases {
  constructor(
    @Inject(PostgresPhotosRepository) private readonly venues: PostgresPhotosRepository,
    @Inject(PostgresVerificationRepository) private readonly verifications: PostgresVerificationRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(FILE_SECRETS) private readonly secrets: FileSecrets,
    @Inject(PHOTOS_CLOCK) private readonly now: Clock,
  ) {}

  async show(actor: Actor | undefined, request: VenueVerificationRequest): Promise<VerificationDto> {
    const { venue } = await venueOfActor(this.venues, actor, request.venueId);
    return this.view(venue);
  }

  async addDocument(actor: Actor | undefined, request: AddDocumentRequest): Promise<VerificationDto> {
    try {
      const { venue } = await venueOfActor(this.venues, actor, request.venueId);
      if (!DOCUMENT_KINDS.includes(request.kind)) throw new DomainException('document_kind_invalid');
      assertEditable(await this.verifications.record(venue.id));
      if ((await this.verifications.documents(venue.id)).length >= DOCUMENT_LIMITS.maxPerVenue) throw new DomainException('document_limit_reached');
      const id = randomUUID();
      const storageKey = documentKey(venue.id, id);
      const { contentType, size } = await storeEncryptedDocument(this.storage, this.secrets, request.quarantineKey, storageKey);
      const added = await this.verifications
        .addDocument(
          { id, venueId: venue.id, kind: request.kind, fileName: displayFileName(String(request.fileName ?? '')), size, contentType, storageKey, keyId: this.secrets.documentsKey.id },
          DOCUMENT_LIMITS.maxPerVenue,
        )
        .catch(async (error: unknown) => {
          await this.storage.delete(storageKey);
          throw error;
        });
      if (added === 'limit_reached') {
        await this.storage.delete(storageKey);
        throw new DomainException('document_limit_reached');
      }
      return await this.view(venue);
    } catch (error) {
      throw asDomainError(error);
    } finally {
      if (typeof request.quarantineKey === 'string' && QUARANTINE_KEY.test(request.quarantineKey)) await this.storage.delete(request.quarantineKey).catch(() => undefined);
    }
  }

  async removeDocument(actor: Actor | undefined, request: DocumentOfVenueRequest): Promise<VerificationDto> {
    const { venue } = await venueOfActor(this.venues, actor, request.venueId);
    assertEditable(await this.verifications.record(venue.id));
    const removed = /^[0-9a-f-]{36}$/i.test(String(request.documentId)) ? await this.verifications.removeDocument(venue.id, String(request.documentId)) : undefined;
    if (!removed) throw new DomainException('document_not_found');
    await this.storage.delete(removed.storageKey).catch(() => undefined);
    return this.view(venue);
  }

  async submit(actor: Actor | undefined, request: VenueVerificationRequest): Promise<VerificationDto> {
    const { venue } = await venueOfActor(this.venues, actor, request.venueId);
    assertEditable(await this.verifications.record(venue.id));
    const kinds = [...new Set((await this.verifications.documents(venue.id)).map((document) => document.kind))];
    if (missingRequiredDocuments(kinds).length > 0) throw new DomainException('verification_documents_missing');
    await this.verifications.submit(venue.id, venue.ownerUserId, kinds, this.now());
    return this.view(venue);
  }

  async list(actor: Actor | undefined, request: ListVerificationsRequest): Promise<VerificationAdminDto[]> {
    authorize(actor, ['admin']);
    const status = request.status ?? 'submitted';
    if (!VERIFICATION_STATUSES.includes(status)) throw new DomainException('validation_failed');
    const entries = await this.verifications.list(status);
    return Promise.all(
      entries.map(async (entry) => ({
        ...(await this.view({ id: entry.venueId, ownerUserId: entry.ownerUserId, name: entry.venueName, slug: entry.venueSlug, city: entry.venueCity, status: 'approved' })),
        venueName: entry.venueName,
        venueSlug: entry.venueSlug,
        venueCity: entry.venueCity,
        ownerUserId: entry.ownerUserId,
      })),
    );
  }

  async adminShow(actor: Actor | undefined, request: VenueVerificationRequest): Promise<VerificationAdminDto> {
    authorize(actor, ['admin']);
    const venue = await this.venues.venue(String(request.venueId ?? ''));
    if (!venue) throw new DomainException('venue_not_found');
    return { ...(await this.view(venue)), venueName: venue.name, venueSlug: venue.slug, venueCity: venue.city, ownerUserId: venue.ownerUserId };
  }

  async decide(actor: Actor | undefined, request: DecideVerificationRequest): Promise<VerificationAdminDto> {
    const admin = authorize(actor, ['admin']);
    if (!VERIFICATION_DECISIONS.includes(request.decision)) throw new DomainException('validation_failed');
    const reason = request.decision === 'reject' ? (request.reason ?? '').trim() : null;
    if (reason !== null && (reason.length < REJECTION_REASON_LIMITS.min || reason.length > REJECTION_REASON_LIMITS.max)) throw new DomainException('verification_reason_required');
    const venue = await this.venues.venue(String(request.venueId ?? ''));
    if (!venue) throw new DomainException('venue_not_found');
    const outcome = await this.verifications.decide(venue, request.decision, reason, admin, this.now());
    if (outcome === 'not_submitted') throw new DomainException('verification_not_submitted');
    return this.adminShow(actor, { venueId: venue.id });
  }

  /** The document's stored object, for its venue's owner or an admin (the gateway checked the link already). */
  async open(actor: Actor | undefined, request: OpenDocumentRequest): Promise<OpenDocumentReply> {
    const me = authorize(actor);
    const document = await this.verifications.document(String(request.documentId ?? ''));
    if (!document) throw new DomainException('document_not_found');
    if (me.role !== 'admin') {
      const venue = await this.venues.venue(document.venueId);
      if (!venue || venue.ownerUserId !== me.userId) throw new DomainException('document_not_found');
    }
    return { storageKey: document.storageKey, contentType: document.contentType, isPublic: false, fileName: document.fileName, size: document.size, keyId: document.keyId };
  }

  private async view(venue: VenueAccess): Promise<VerificationDto> {
    const [record, documents] = await Promise.all([this.verifications.record(venue.id), this.verifications.documents(venue.id)]);
    return {
      venueId: venue.id,
      status: record?.status ?? 'not_submitted',
      reason: record?.status === 'rejected' ? record.reason : null,
      submittedAt: record?.submittedAt ?? null,
      decidedAt: record?.decidedAt ?? null,
      documents: documents.map((document) => documentDto(document, this.secrets.linkSecret, documentPath(document.id), this.now())),
      missingKinds: missingRequiredDocuments(documents.map((document) => document.kind)),
    };
  }
}
