import { Body, Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  DOCUMENT_LIMITS,
  PHOTO_LIMITS,
  RPC,
  isPhotoRendition,
  type PhotoDto,
  type QuarantinedUpload,
  type VerificationAdminDto,
  type VerificationDto,
} from '@lieux/contracts';
import { DecideVerificationDto, ReorderPhotosDto, UploadDocumentQueryDto, VerificationsQueryDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { StorageObjectNotFound, type ObjectStorage } from '@lieux/platform';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiException } from '../http/api-exception.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { isUuid } from '../http/uuid.js';
import { assertDocumentLink, sendPrivateDocument } from './private-document.js';
import { GATEWAY_FILE_SECRETS, GATEWAY_STORAGE, receiveUpload } from './upload.js';
import type { FileSecrets } from './photos.module.js';

const venueId = (id: string): string => {
  if (!isUuid(id)) throw new ApiException('venue_not_found');
  return id;
};

/**
 * Photos and verification (issue 11, docs/photos.md). Thin: uploads go to a quarantine key in object
 * storage and the venues service decides; files go out from storage after the service said who may
 * see them. Private documents also need a signed link that has not expired.
 */
@ApiTags('photos')
@Controller()
export class PhotosController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(GATEWAY_STORAGE) private readonly storage: ObjectStorage,
    @Inject(GATEWAY_FILE_SECRETS) private readonly secrets: FileSecrets,
  ) {}

  @ApiRoute(API.photos.list, { summary: 'Les photos d’un de mes lieux, dans l’ordre de la galerie' })
  list(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<PhotoDto[]> {
    return this.services.request(RPC.venuesPhotosList, { venueId: venueId(id) }, context);
  }

  @ApiRoute(API.photos.upload, {
    summary: 'Ajouter une photo (multipart, partie « file ») : JPEG, PNG ou WebP, 10 Mo au plus, 12 photos par lieu',
    description: 'Le type est lu dans les octets ; l’image est décodée entière, redressée, débarrassée de ses métadonnées (EXIF, position GPS) et réécrite en WebP (carte, galerie, Open Graph) et en largeurs de srcset (320 à 1920 px, AVIF et WebP) ; l’original est gardé, jamais servi. Un fichier refusé ne laisse rien derrière lui.',
  })
  async upload(@Param('id') id: string, @Req() request: FastifyRequest, @CallContext() context: RpcCallContext): Promise<PhotoDto> {
    const venue = venueId(id);
    const upload = await receiveUpload(request, this.storage, PHOTO_LIMITS.maxBytes);
    return this.withQuarantine(upload, () => this.services.request(RPC.venuesPhotosAdd, { venueId: venue, ...upload }, context));
  }

  @ApiRoute(API.photos.reorder, { summary: 'Réordonner les photos : tous les identifiants, dans le nouvel ordre' })
  reorder(@Param('id') id: string, @Body() body: ReorderPhotosDto, @CallContext() context: RpcCallContext): Promise<PhotoDto[]> {
    return this.services.request(RPC.venuesPhotosReorder, { venueId: venueId(id), photoIds: body.photoIds }, context);
  }

  @ApiRoute(API.photos.setCover, { summary: 'Choisir la photo de couverture (cartes, partage)' })
  setCover(@Param('id') id: string, @Param('photoId') photoId: string, @CallContext() context: RpcCallContext): Promise<PhotoDto[]> {
    if (!isUuid(photoId)) throw new ApiException('photo_not_found');
    return this.services.request(RPC.venuesPhotosSetCover, { venueId: venueId(id), photoId }, context);
  }

  @ApiRoute(API.photos.remove, { summary: 'Supprimer une photo (la suivante devient la couverture si besoin)' })
  remove(@Param('id') id: string, @Param('photoId') photoId: string, @CallContext() context: RpcCallContext): Promise<PhotoDto[]> {
    if (!isUuid(photoId)) throw new ApiException('photo_not_found');
    return this.services.request(RPC.venuesPhotosDelete, { venueId: venueId(id), photoId }, context);
  }

  @ApiRoute(API.photos.file, {
    summary: 'Une taille d’une photo : card, gallery, og (WebP) ou une largeur de srcset (320, 640, 1280, 1920 ; .avif ou .webp)',
    description: 'Publique pour un lieu publié (mise en cache définitive : une photo ne change jamais, une nouvelle a un nouvel identifiant) ; pour un lieu en attente, seulement son propriétaire et les administrateurs.',
  })
  async file(@Param('id') id: string, @Param('size') size: string, @CallContext() context: RpcCallContext, @Res() reply: FastifyReply): Promise<void> {
    if (!isUuid(id) || !isPhotoRendition(size)) throw new ApiException('photo_not_found');
    const located = await this.services.request(RPC.venuesPhotosLocate, { photoId: id, size }, context);
    const body = await this.read(() => this.storage.get(located.storageKey), 'photo_not_found');
    await reply
      .type(located.contentType)
      .header('cache-control', located.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }

  @ApiRoute(API.verification.show, { summary: 'La vérification d’un de mes lieux : statut, motif, documents (liens de courte durée)' })
  verification(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<VerificationDto> {
    return this.services.request(RPC.venuesVerificationShow, { venueId: venueId(id) }, context);
  }

  @ApiRoute(API.verification.addDocument, {
    summary: 'Ajouter un document (multipart, partie « file ») : PDF, JPEG, PNG ou WebP, 10 Mo au plus',
    description: 'Chiffré au repos (AES-256-GCM), jamais public ; supprimé 90 jours après la décision. Refusé pendant l’examen (409 `verification_locked`).',
  })
  async addDocument(@Param('id') id: string, @Query() query: UploadDocumentQueryDto, @Req() request: FastifyRequest, @CallContext() context: RpcCallContext): Promise<VerificationDto> {
    const venue = venueId(id);
    const upload = await receiveUpload(request, this.storage, DOCUMENT_LIMITS.maxBytes);
    return this.withQuarantine(upload, () => this.services.request(RPC.venuesVerificationAddDocument, { venueId: venue, kind: query.kind, ...upload }, context));
  }

  @ApiRoute(API.verification.removeDocument, { summary: 'Retirer un document (avant l’envoi, ou après un refus)' })
  removeDocument(@Param('id') id: string, @Param('documentId') documentId: string, @CallContext() context: RpcCallContext): Promise<VerificationDto> {
    if (!isUuid(documentId)) throw new ApiException('document_not_found');
    return this.services.request(RPC.venuesVerificationDeleteDocument, { venueId: venueId(id), documentId }, context);
  }

  @ApiRoute(API.verification.submit, { summary: 'Envoyer les documents pour examen (24 à 48 h)', description: '400 `verification_documents_missing` sans les trois documents obligatoires.' })
  submit(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<VerificationDto> {
    return this.services.request(RPC.venuesVerificationSubmit, { venueId: venueId(id) }, context);
  }

  @ApiRoute(API.verification.document, {
    summary: 'Un document de vérification, par lien signé de courte durée',
    description: 'Le lien (expires, signature) vient de VerificationDocumentDto.url ; il faut en plus être connecté comme propriétaire du lieu ou administrateur (401 déconnecté, 403 pour un consommateur, 404 `document_not_found` pour un autre commerçant). 403 `document_link_invalid` pour un lien faux ou expiré.',
  })
  async document(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @CallContext() context: RpcCallContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    assertDocumentLink(this.secrets, id, `/api/documents/${id}`, query);
    // A valid link alone is not enough: the route's access (owner or admin) answered 401 signed out already.
    if (!context.actor) throw new ApiException('unauthenticated');
    const document = await this.services.request(RPC.venuesDocumentsOpen, { documentId: id }, context);
    await sendPrivateDocument(reply, this.storage, this.secrets, document);
  }

  @ApiRoute(API.adminVerifications.list, { summary: 'Vérifications par statut (administrateurs ; en attente par défaut, les plus anciennes d’abord)' })
  adminList(@Query() query: VerificationsQueryDto, @CallContext() context: RpcCallContext): Promise<VerificationAdminDto[]> {
    return this.services.request(RPC.venuesVerificationList, query.status ? { status: query.status } : {}, context);
  }

  @ApiRoute(API.adminVerifications.show, { summary: 'La vérification d’un lieu (administrateurs)' })
  adminShow(@Param('venueId') id: string, @CallContext() context: RpcCallContext): Promise<VerificationAdminDto> {
    return this.services.request(RPC.venuesVerificationAdminShow, { venueId: venueId(id) }, context);
  }

  @ApiRoute(API.adminVerifications.decide, {
    summary: 'Approuver ou refuser une vérification (administrateurs)',
    description: 'Approuvée : le lieu porte le badge « Vérifié ». Refusée : le motif (5 à 500 caractères) est montré au commerçant, qui peut renvoyer ses documents. Le commerçant est prévenu par e-mail.',
  })
  decide(@Param('venueId') id: string, @Body() body: DecideVerificationDto, @CallContext() context: RpcCallContext): Promise<VerificationAdminDto> {
    return this.services.request(RPC.venuesVerificationDecide, { venueId: venueId(id), decision: body.decision, ...(body.reason !== undefined ? { reason: body.reason } : {}) }, context);
  }

  /** The service deletes the quarantine object itself; when it never answered, the gateway does. */
  private async withQuarantine<T>(upload: QuarantinedUpload, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      await this.storage.delete(upload.quarantineKey).catch(() => undefined);
      throw error;
    }
  }

  private async read<T>(open: () => Promise<T>, missing: 'photo_not_found'): Promise<T> {
    try {
      return await open();
    } catch (error) {
      if (error instanceof StorageObjectNotFound) throw new ApiException(missing);
      throw new ApiException('storage_unavailable');
    }
  }
}
