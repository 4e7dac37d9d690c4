import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { isConnectionProvider, type Actor, type ConnectionCallbackError, type FinishConnectionReply, type FinishConnectionRequest, type StartConnectionReply, type StartConnectionRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { SERVICE_LOGGER } from '@lieux/service-kit';
import { PlatformClients } from '../../platforms/infra/platform-clients.js';
import { ConnectionRepository } from '../infra/connection.repository.postgres.js';
import { isUuid, STATE_LIFETIME_MS } from '../domain/connection.js';
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
    await this.venues.assertManages(me, venueId);
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
}
