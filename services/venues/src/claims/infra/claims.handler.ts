import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RPC,
  type Actor,
  type AdminClaimDto,
  type AdminClaimsRequest,
  type ClaimDto,
  type DecideClaimRequest,
  type NoPayload,
  type OpenClaimDocumentRequest,
  type OpenDocumentReply,
  type SubmitClaimDocumentsRequest,
  type SubmitClaimRequest,
} from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { AdminClaimsUseCases, ListMyClaimsUseCase, SubmitClaimDocumentsUseCase, SubmitClaimUseCase } from '../app/claims.usecases.js';

/** Claiming a listing (issue 32 §2): thin, the use cases hold the rules. */
@Controller()
export class ClaimsHandler {
  constructor(
    @Inject(SubmitClaimUseCase) private readonly submitClaim: SubmitClaimUseCase,
    @Inject(ListMyClaimsUseCase) private readonly myClaims: ListMyClaimsUseCase,
    @Inject(AdminClaimsUseCases) private readonly adminClaims: AdminClaimsUseCases,
    @Inject(SubmitClaimDocumentsUseCase) private readonly submitDocuments: SubmitClaimDocumentsUseCase,
  ) {}

  @RpcHandler(RPC.venuesClaimSubmit)
  submit(@Payload() request: SubmitClaimRequest, @CurrentActor() actor: Actor | undefined): Promise<ClaimDto> {
    return this.submitClaim.execute(actor, request);
  }

  @RpcHandler(RPC.venuesClaimsMine)
  mine(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<ClaimDto[]> {
    return this.myClaims.mine(actor);
  }

  @RpcHandler(RPC.venuesClaimsAdminList)
  adminList(@Payload() request: AdminClaimsRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminClaimDto[]> {
    return this.adminClaims.list(actor, request ?? {});
  }

  @RpcHandler(RPC.venuesClaimDecide)
  decide(@Payload() request: DecideClaimRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminClaimDto> {
    return this.adminClaims.decide(actor, request);
  }

  @RpcHandler(RPC.venuesClaimSubmitDocuments)
  submitWithDocuments(@Payload() request: SubmitClaimDocumentsRequest, @CurrentActor() actor: Actor | undefined): Promise<ClaimDto> {
    return this.submitDocuments.execute(actor, request);
  }

  @RpcHandler(RPC.venuesClaimOpenDocument)
  openDocument(@Payload() request: OpenClaimDocumentRequest, @CurrentActor() actor: Actor | undefined): Promise<OpenDocumentReply> {
    return this.adminClaims.openDocument(actor, request);
  }
}
