import { Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, CLAIM_DOCUMENTS_MAX, DOCUMENT_KINDS, DOCUMENT_LIMITS, RPC, claimDocumentPath, type ClaimDto, type DocumentKind } from '@lieux/contracts';
import { RpcFailure, ServiceClient, type RpcCallContext } from '@lieux/messaging';
import type { ObjectStorage } from '@lieux/platform';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiException } from '../http/api-exception.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { SessionSignIn } from '../session/session-sign-in.js';
import { assertDocumentLink, sendPrivateDocument } from './private-document.js';
import type { FileSecrets } from './photos.module.js';
import { GATEWAY_FILE_SECRETS, GATEWAY_STORAGE, receiveUploads } from './upload.js';

const SLUG = /^[a-z0-9-]{1,120}$/;

/**
 * Claiming a listing with documents (issue 32 §2, docs/merchant.md): thin — the files go to
 * quarantine keys and the venues service checks them, stores them encrypted with the claim and judges
 * it; an admin opens them through short-lived signed links.
 */
@ApiTags('claims')
@Controller()
export class ClaimDocumentsController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(SessionSignIn) private readonly sessions: SessionSignIn,
    @Inject(GATEWAY_STORAGE) private readonly storage: ObjectStorage,
    @Inject(GATEWAY_FILE_SECRETS) private readonly secrets: FileSecrets,
  ) {}

  @ApiRoute(API.claims.submitDocuments, {
    summary: 'Revendiquer un lieu avec des justificatifs (multipart : une partie par document, nommée par son type)',
    description:
      'Parties `trade_register`, `proof_of_address` et `manager_identity` obligatoires, `venue_photo` facultative : PDF, JPEG, PNG ou WebP, 10 Mo au plus chacune. Chiffrés au repos, montrés aux seuls administrateurs, supprimés 90 jours après la décision. La demande attend un administrateur (`pending`) ; un lieu qui a déjà un propriétaire : `reported`.',
  })
  async submit(@Param('slug') slug: string, @Req() request: FastifyRequest, @CallContext() context: RpcCallContext): Promise<ClaimDto> {
    if (!SLUG.test(slug)) throw new ApiException('claim_venue_not_claimable');
    const { venueId } = await this.services.request(RPC.venuesResolvePlace, { slug }, context).catch((error: unknown) => {
      throw error instanceof RpcFailure && error.code === 'venue_not_found' ? new ApiException('claim_venue_not_claimable') : error;
    });
    const uploads = await receiveUploads(request, this.storage, {
      maxBytes: DOCUMENT_LIMITS.maxBytes,
      maxFiles: CLAIM_DOCUMENTS_MAX,
      fieldNames: DOCUMENT_KINDS,
      tooMany: 'claim_documents_missing',
      unknownField: 'document_kind_invalid',
    });
    const documents = uploads.map(({ field, ...upload }) => ({ ...upload, kind: field as DocumentKind }));
    try {
      const user = await this.sessions.userOf(request);
      return await this.services.request(RPC.venuesClaimSubmitDocuments, { venueId, documents, claimantEmail: user?.email ?? null }, context);
    } catch (error) {
      // The service deletes the quarantine objects itself; when it never answered, the gateway does.
      await Promise.all(documents.map((document) => this.storage.delete(document.quarantineKey).catch(() => undefined)));
      throw error;
    }
  }

  @ApiRoute(API.adminClaims.document, {
    summary: 'Un justificatif d’une revendication (administrateurs), par lien signé de courte durée',
    description: 'Le lien (expires, signature) vient de AdminClaimDto.documents[].url. 403 `document_link_invalid` pour un lien faux ou expiré.',
  })
  async document(@Param('id') id: string, @Query() query: Record<string, unknown>, @CallContext() context: RpcCallContext, @Res() reply: FastifyReply): Promise<void> {
    assertDocumentLink(this.secrets, id, claimDocumentPath(id), query);
    const document = await this.services.request(RPC.venuesClaimOpenDocument, { documentId: id }, context);
    await sendPrivateDocument(reply, this.storage, this.secrets, document);
  }
}
