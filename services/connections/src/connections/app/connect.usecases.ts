import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { isClaimProvider, isConnectionProvider, type Actor, type ConnectionCallbackError, type FinishConnectionReply, type FinishConnectionRequest, type StartConnectionReply, type StartConnectionRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { SERVICE_LOGGER } from '@lieux/service-kit';
import { PlatformClients } from '../../platforms/infra/platform-clients.js';
import { ConnectionRepository } from '../infra/connection.repository.postgres.js';
import { isUuid, STATE_LIFETIME_MS, type PendingConsent } from '../domain/connection.js';
import { VENUE_ACCESS, type VenueAccess } from './venue-access.js';
import { assertMerchant, CLOCK } from './manage.usecases.js';

const hashState = (state: string): string => createHash('sha256').update(state).digest('base64url');

export function callbackUrl(base: string, provider: string): string {
  return `${base}/api/connections/${provider}/callback`;
}

/**
 * The consent flow (docs/connections.md, "Flow"). `start`: ownership checked, a random state (only
 * its hash stored, 10 minutes, bound to the user and the venue) and a PKCE verifier where the platform
 * takes one. `finish`: the state taken once (a replay finds nothing), the same user, the venue still
 * theirs, then code → tokens → account → stored. Every refusal answers an error code, stores nothing.
 */
@Injectable()
export class ConnectUseCases {
  constructor(
    @Inject(PlatformClients) private readonly platforms: PlatformClients,
    @Inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @Inject(VENUE_ACCESS) private readonly venues: VenueAccess,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly now: () => Date,
  ) {}

  async start(actor: Actor | undefined, request: StartConnectionRequest): Promise<StartConnectionReply> {
    const me = assertMerchant(actor);
    if (!isConnectionProvider(request.provider)) throw new DomainException('connection_provider_unknown');
    if (!isUuid(request.venueId)) throw new DomainException('venue_not_found');
    const platform = this.platforms.get(request.provider);
    if (!platform) throw new DomainException('connection_provider_unavailable');
    const venueId = request.venueId.toLowerCase();
    const claimSlug = typeof request.claimSlug === 'string' && request.claimSlug.length > 0 ? request.claimSlug : null;
    // A claim is asked by someone who does not own the venue yet: the venues service judges it at the end.
    if (claimSlug && !isClaimProvider(request.provider)) throw new DomainException('claim_provider_invalid');
    if (!claimSlug) await this.venues.assertManages(me, venueId);
    const state = randomBytes(32).toString('base64url');
    const codeVerifier = platform.client.usesPkce ? randomBytes(48).toString('base64url') : null;
    await this.connections.saveConsent(hashState(state), {
      userId: me.userId,
      venueId,
      provider: request.provider,
      codeVerifier,
      notifyEmail: request.notifyEmail ?? null,
      notifyLocale: request.notifyLocale ?? 'fr',
      expiresAt: new Date(this.now().getTime() + STATE_LIFETIME_MS),
      claimSlug,
    });
    const codeChallenge = codeVerifier ? createHash('sha256').update(codeVerifier).digest('base64url') : null;
    return { authorizeUrl: platform.client.authorizeUrl({ state, redirectUri: callbackUrl(request.callbackBaseUrl, request.provider), codeChallenge }) };
  }

  async finish(actor: Actor | undefined, request: FinishConnectionRequest): Promise<FinishConnectionReply> {
    const refuse = (error: ConnectionCallbackError, venueId: string | null, why: string): FinishConnectionReply => {
      this.logger.info({ provider: request.provider, venueId, refusal: error }, `connection refused: ${why}`);
      return { outcome: 'error', venueId, error };
    };
    const me = assertMerchant(actor);
    if (!isConnectionProvider(request.provider)) return refuse('unavailable', null, 'unknown platform');
    // The state is spent whatever happens next: a second use of the same callback finds nothing.
    const consent = typeof request.state === 'string' && request.state.length > 0 ? await this.connections.takeConsent(hashState(request.state)) : null;
    if (!consent) return refuse('stateInvalid', null, 'unknown, spent or missing state');
    if (consent.userId !== me.userId || consent.provider !== request.provider) return refuse('stateInvalid', null, 'state of another user or platform');
    if (consent.expiresAt.getTime() < this.now().getTime()) return refuse('stateInvalid', consent.venueId, 'state expired');
    if (request.error) return refuse(request.error === 'access_denied' ? 'denied' : 'failed', consent.venueId, `platform answered ${request.error}`);
    const code = request.code;
    if (typeof code !== 'string' || code.length === 0) return refuse('failed', consent.venueId, 'no code');
    const platform = this.platforms.get(request.provider);
    if (!platform) return refuse('unavailable', consent.venueId, 'platform no longer configured');
    if (consent.claimSlug) return this.proveClaim(me, request, code, consent, platform);
    try {
      await this.venues.assertManages(me, consent.venueId);
    } catch (error) {
      if (error instanceof DomainException && error.code !== 'service_unavailable') return refuse('venueNotOwned', consent.venueId, 'venue not the actor’s');
      return refuse('failed', consent.venueId, 'venues service did not answer');
    }
    let linked;
    try {
      linked = await platform.guard.run(() => platform.client.connect({ code, redirectUri: callbackUrl(request.callbackBaseUrl, request.provider), codeVerifier: consent.codeVerifier }));
    } catch (error) {
      return refuse('failed', consent.venueId, `exchange failed: ${error instanceof Error ? error.message : 'unknown'}`);
    }
    if (await this.connections.venueHolding(request.provider, linked.account.platformId, consent.venueId)) {
      await platform.client.revoke(linked.tokens).catch(() => undefined);
      return refuse('accountTaken', consent.venueId, 'account linked to another venue');
    }
    const connection = await this.connections.store(
      { venueId: consent.venueId, ownerUserId: me.userId, provider: request.provider, account: linked.account, tokens: linked.tokens, sandbox: platform.config.sandbox, notifyEmail: consent.notifyEmail, notifyLocale: consent.notifyLocale },
      this.now(),
    );
    this.logger.info({ provider: request.provider, venueId: consent.venueId, connectionId: connection.id }, 'connection stored');
    return { outcome: 'success', venueId: consent.venueId, connectionId: connection.id };
  }

  /**
   * A claim's proof (issue 32 §2): the account the platform names, with its website and phone, goes to
   * the venues service, which matches it to the listing; the tokens are revoked at once and nothing is
   * stored here — proving a venue is not connecting it (the new owner connects it afterwards).
   */
  private async proveClaim(me: Actor, request: FinishConnectionRequest, code: string, consent: PendingConsent, platform: NonNullable<ReturnType<PlatformClients['get']>>): Promise<FinishConnectionReply> {
    const claimError = (errorCode: string, why: string): FinishConnectionReply => {
      this.logger.info({ provider: request.provider, venueId: consent.venueId, refusal: errorCode }, `claim refused: ${why}`);
      return { outcome: 'claim', venueId: consent.venueId, venueSlug: consent.claimSlug ?? '', status: null, errorCode };
    };
    let linked;
    try {
      linked = await platform.guard.run(() => platform.client.connect({ code, redirectUri: callbackUrl(request.callbackBaseUrl, request.provider), codeVerifier: consent.codeVerifier }));
    } catch (error) {
      return claimError('service_unavailable', `exchange failed: ${error instanceof Error ? error.message : 'unknown'}`);
    }
    await platform.client.revoke(linked.tokens).catch(() => undefined);
    if (!isClaimProvider(request.provider)) return claimError('claim_provider_invalid', 'platform without business details');
    const { account } = linked;
    const outcome = await this.venues.submitClaim(me, {
      venueId: consent.venueId,
      claimantEmail: consent.notifyEmail,
      evidence: { provider: request.provider, accountRef: account.accountRef, accountName: account.accountName, profileUrl: account.profileUrl, website: account.website ?? null, phone: account.phone ?? null, sandbox: platform.config.sandbox },
    });
    if ('errorCode' in outcome) return claimError(outcome.errorCode, 'venues service refused');
    this.logger.info({ provider: request.provider, venueId: consent.venueId, status: outcome.status }, 'claim proven');
    return { outcome: 'claim', venueId: consent.venueId, venueSlug: outcome.venueSlug, status: outcome.status === 'reported' ? 'reported' : 'pending', errorCode: null };
  }
}
