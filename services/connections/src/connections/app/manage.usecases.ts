import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  CONNECTION_PROVIDER_ORDER,
  PROVIDER_MAX_SCORE_EFFECT,
  type Actor,
  type ConnectionDto,
  type ConnectionProvidersReply,
  type ListConnectionsRequest,
  type RemoveConnectionRequest,
  type UpdateConnectionRequest,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { SERVICE_LOGGER } from '@lieux/service-kit';
import { PlatformClients } from '../../platforms/infra/platform-clients.js';
import { ConnectionRepository } from '../infra/connection.repository.postgres.js';
import { engagementRate, isUuid, type Connection, type MetricSnapshot } from '../domain/connection.js';
import { revokeAtPlatform } from './revoke-at-platform.js';
import { VENUE_ACCESS, type VenueAccess } from './venue-access.js';

export const CLOCK = Symbol('Clock');

/** Merchants and admins manage connections; signed out: 401, a consumer: 403. */
export function assertMerchant(actor: Actor | undefined): Actor {
  if (!actor) throw new DomainException('connection_sign_in_required');
  if (actor.role !== 'merchant' && actor.role !== 'admin') throw new DomainException('connections_merchant_only');
  return actor;
}

export function toConnectionDto(connection: Connection, snapshot: MetricSnapshot | undefined): ConnectionDto {
  return {
    id: connection.id,
    venueId: connection.venueId,
    provider: connection.provider,
    accountRef: connection.accountRef,
    accountName: connection.accountName,
    profileUrl: connection.profileUrl,
    isActive: connection.isActive,
    status: connection.status,
    connectedAt: connection.connectedAt.toISOString(),
    lastSyncAt: connection.lastSyncAt?.toISOString() ?? null,
    sandbox: connection.sandbox,
    metrics: {
      followers: snapshot?.followers ?? null,
      engagement: snapshot ? engagementRate(snapshot) : null,
      posts30d: snapshot?.posts30d ?? null,
      interactions30d: snapshot?.interactions30d ?? null,
      rating: snapshot?.rating ?? null,
      reviewCount: snapshot?.reviewCount ?? null,
    },
  };
}

/** List, switch, disconnect; and which platforms this installation offers. Owner or admin, checked here. */
@Injectable()
export class ManageConnectionsUseCases {
  constructor(
    @Inject(PlatformClients) private readonly platforms: PlatformClients,
    @Inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @Inject(VENUE_ACCESS) private readonly venues: VenueAccess,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly now: () => Date,
  ) {}

  providers(): ConnectionProvidersReply {
    return CONNECTION_PROVIDER_ORDER.map((provider) => {
      const platform = this.platforms.get(provider);
      return { provider, configured: platform !== undefined, sandbox: platform?.config.sandbox ?? false, maxScoreEffect: PROVIDER_MAX_SCORE_EFFECT[provider] };
    });
  }

  async list(actor: Actor | undefined, request: ListConnectionsRequest): Promise<ConnectionDto[]> {
    const me = assertMerchant(actor);
    let connections: Connection[];
    if (request.venueId !== undefined) {
      if (!isUuid(request.venueId)) throw new DomainException('venue_not_found');
      await this.venues.assertManages(me, request.venueId.toLowerCase());
      connections = await this.connections.listOfVenues([request.venueId.toLowerCase()]);
    } else {
      connections = await this.connections.listOfOwner(me.userId);
    }
    return this.withMetrics(connections);
  }

  /**
   * The person's data export: every connection they own, whatever their role now (a consumer has none),
   * as the merchant pages show it — account, figures, dates; the sealed tokens never leave the service.
   */
  async accountData(actor: Actor | undefined): Promise<ConnectionDto[]> {
    if (!actor) throw new DomainException('connection_sign_in_required');
    return this.withMetrics(await this.connections.listOfOwner(actor.userId));
  }

  private async withMetrics(connections: Connection[]): Promise<ConnectionDto[]> {
    const snapshots = await this.connections.latestSnapshots(connections.map((connection) => connection.id));
    return connections.map((connection) => toConnectionDto(connection, snapshots.get(connection.id)));
  }

  async update(actor: Actor | undefined, request: UpdateConnectionRequest): Promise<ConnectionDto> {
    const connection = await this.owned(actor, request.connectionId);
    if (typeof request.isActive !== 'boolean') throw new DomainException('validation_failed');
    if (request.isActive && connection.status === 'needs_reconnect') throw new DomainException('connection_needs_reconnect');
    const updated = await this.connections.setActive(connection.id, request.isActive, this.now());
    if (!updated) throw new DomainException('connection_not_found');
    const snapshots = await this.connections.latestSnapshots([updated.id]);
    return toConnectionDto(updated, snapshots.get(updated.id));
  }

  /** Revoked at the platform where it offers revocation (a failure there does not keep the tokens), then erased. */
  async remove(actor: Actor | undefined, request: RemoveConnectionRequest): Promise<{ removed: true }> {
    const connection = await this.owned(actor, request.connectionId);
    await revokeAtPlatform(this.platforms, this.connections, this.logger, connection);
    await this.connections.remove(connection, this.now());
    return { removed: true };
  }

  /** The connection, when the actor owns it or is an admin; 404 otherwise (another merchant's id says nothing). */
  private async owned(actor: Actor | undefined, connectionId: unknown): Promise<Connection> {
    const me = assertMerchant(actor);
    if (!isUuid(connectionId)) throw new DomainException('connection_not_found');
    const connection = await this.connections.find(connectionId.toLowerCase());
    if (!connection) throw new DomainException('connection_not_found');
    if (me.role !== 'admin' && connection.ownerUserId !== me.userId) {
      // Not the one who connected it: the venue's current owner may still manage it.
      try {
        await this.venues.assertManages(me, connection.venueId);
      } catch (error) {
        if (error instanceof DomainException && error.code === 'service_unavailable') throw error;
        throw new DomainException('connection_not_found');
      }
    }
    return connection;
  }
}
