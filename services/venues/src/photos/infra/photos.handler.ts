import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RPC,
  type Actor,
  type AddDocumentRequest,
  type AddPhotoRequest,
  type DecideVerificationRequest,
  type DocumentOfVenueRequest,
  type ListVerificationsRequest,
  type LocatedFile,
  type LocatePhotoRequest,
  type OpenDocumentReply,
  type OpenDocumentRequest,
  type PhotoDto,
  type PhotoOfVenueRequest,
  type ReorderPhotosRequest,
  type VenuePhotosRequest,
  type VenueVerificationRequest,
  type VerificationAdminDto,
  type VerificationDto,
} from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { PhotosUseCases } from '../app/photos.usecases.js';
import { VerificationUseCases } from '../app/verification.usecases.js';

/** The NATS requests of photos and verification: each one use case, with the actor the gateway sent. */
@Controller()
export class PhotosHandler {
  constructor(
    @Inject(PhotosUseCases) private readonly photos: PhotosUseCases,
    @Inject(VerificationUseCases) private readonly verification: VerificationUseCases,
  ) {}

  @RpcHandler(RPC.venuesPhotosList)
  list(@Payload() request: VenuePhotosRequest, @CurrentActor() actor: Actor | undefined): Promise<PhotoDto[]> {
    return this.photos.list(actor, request);
  }

  @RpcHandler(RPC.venuesPhotosAdd)
  add(@Payload() request: AddPhotoRequest, @CurrentActor() actor: Actor | undefined): Promise<PhotoDto> {
    return this.photos.add(actor, request);
  }

  @RpcHandler(RPC.venuesPhotosSetCover)
  setCover(@Payload() request: PhotoOfVenueRequest, @CurrentActor() actor: Actor | undefined): Promise<PhotoDto[]> {
    return this.photos.setCover(actor, request);
  }

  @RpcHandler(RPC.venuesPhotosReorder)
  reorder(@Payload() request: ReorderPhotosRequest, @CurrentActor() actor: Actor | undefined): Promise<PhotoDto[]> {
    return this.photos.reorder(actor, request);
  }

  @RpcHandler(RPC.venuesPhotosDelete)
  remove(@Payload() request: PhotoOfVenueRequest, @CurrentActor() actor: Actor | undefined): Promise<PhotoDto[]> {
    return this.photos.remove(actor, request);
  }

  @RpcHandler(RPC.venuesPhotosLocate)
  locate(@Payload() request: LocatePhotoRequest, @CurrentActor() actor: Actor | undefined): Promise<LocatedFile> {
    return this.photos.locate(actor, request);
  }

  @RpcHandler(RPC.venuesVerificationShow)
  showVerification(@Payload() request: VenueVerificationRequest, @CurrentActor() actor: Actor | undefined): Promise<VerificationDto> {
    return this.verification.show(actor, request);
  }

  @RpcHandler(RPC.venuesVerificationAddDocument)
  addDocument(@Payload() request: AddDocumentRequest, @CurrentActor() actor: Actor | undefined): Promise<VerificationDto> {
    return this.verification.addDocument(actor, request);
  }

  @RpcHandler(RPC.venuesVerificationDeleteDocument)
  removeDocument(@Payload() request: DocumentOfVenueRequest, @CurrentActor() actor: Actor | undefined): Promise<VerificationDto> {
    return this.verification.removeDocument(actor, request);
  }

  @RpcHandler(RPC.venuesVerificationSubmit)
  submit(@Payload() request: VenueVerificationRequest, @CurrentActor() actor: Actor | undefined): Promise<VerificationDto> {
    return this.verification.submit(actor, request);
  }

  @RpcHandler(RPC.venuesVerificationList)
  listVerifications(@Payload() request: ListVerificationsRequest, @CurrentActor() actor: Actor | undefined): Promise<VerificationAdminDto[]> {
    return this.verification.list(actor, request);
  }

  @RpcHandler(RPC.venuesVerificationAdminShow)
  adminShow(@Payload() request: VenueVerificationRequest, @CurrentActor() actor: Actor | undefined): Promise<VerificationAdminDto> {
    return this.verification.adminShow(actor, request);
  }

  @RpcHandler(RPC.venuesVerificationDecide)
  decide(@Payload() request: DecideVerificationRequest, @CurrentActor() actor: Actor | undefined): Promise<VerificationAdminDto> {
    return this.verification.decide(actor, request);
  }

  @RpcHandler(RPC.venuesDocumentsOpen)
  open(@Payload() request: OpenDocumentRequest, @CurrentActor() actor: Actor | undefined): Promise<OpenDocumentReply> {
    return this.verification.open(actor, request);
  }
}
