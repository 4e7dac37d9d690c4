import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CONNECTIONS_SCREEN_PATH, isSupportedLocale, PROVIDER_LABELS, type PlatformMetrics, type PullMetricsReply, type PullMetricsRequest } from '@lieux/contracts';
import { connectionReconnectMail, type OutgoingMail } from '@lieux/mail';
import { SERVICE_ENV, SERVICE_LOGGER } from '@lieux/service-kit';
import type { ConnectionsEnv } from '../../config/connections.env.js';
import { ConsentRevokedError, type TokenSet } from '../../platforms/domain/platform-client.js';
import { PlatformClients, type ConfiguredPlatform } from '../../platforms/infra/platform-clients.js';
import { ConnectionRepository } from '../infra/connection.repository.postgres.js';
import { counts, isUuid, type Connection, type MetricSnapshot } from '../domain/connection.js';
import { CLOCK } from './manage.usecases.js';

/** The scoring worker asks in batches; more ids than this is a caller's mistake. */
const MAX_VENUES = 500;
/** The refresh loop looks this far ahead (the longest "refresh before" margin: Instagram's week, plus a day). */
const REFRESH_HORIZON_MS = 8 * 86_400_000;

/**
 * Metrics read from the platforms (docs/connections.md, "Metrics"): tokens refreshed when due (saved
 * at once: TikTok's rotated refresh token), figures read through the platform's guard (back-off after
 * a 429, circuit breaker), one daily snapshot per connection. A platform that cannot answer now gives
 * its last snapshot (`fresh` false); a withdrawn consent marks the connection "à reconnecter", mails
 * the merchant and leaves the connection out of the answer.
 */
@Injectable()
export class MetricsUseCases {
  constructor(
    @Inject(PlatformClients) private readonly platforms: PlatformClients,
    @Inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @Inject(SERVICE_ENV) private readonly env: ConnectionsEnv,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly now: () => Date,
  ) {}

  async pull(request: PullMetricsRequest): Promise<PullMetricsReply> {
    const venueIds = [...new Set((Array.isArray(request.venueIds) ? request.venueIds : []).filter(isUuid).map((id) => id.toLowerCase()))].slice(0, MAX_VENUES);
    const all = (await this.connections.listOfVenues(venueIds)).filter(counts);
    const snapshots = await this.connections.latestSnapshots(all.map((connection) => connection.id));
    // Every connection at once, each platform's reads queued behind its own limit: a slow platform holds
    // back only its own connections, and one paused or down answers at once (its guard throws).
    const readings = new Map<string, PlatformMetrics>();
    await Promise.all(
      all.map(async (connection) => {
        const reading = await this.sync(connection, snapshots.get(connection.id));
        if (reading) readings.set(connection.id, reading);
      }),
    );
    return { venues: venueIds.map((venueId) => ({ venueId, platforms: all.filter((connection) => connection.venueId === venueId).flatMap((connection) => readings.get(connection.id) ?? []) })) };
  }

  /** One connection read now; its last snapshot when the platform cannot answer; null when it no longer counts. */
  async sync(connection: Connection, last: MetricSnapshot | undefined): Promise<PlatformMetrics | null> {
    const platform = this.platforms.get(connection.provider);
    const fallback = last ? toPlatformMetrics(connection, last, false) : null;
    // A demo account has nothing to read: its seeded snapshot is what it "says".
    if (!platform || connection.demo) return fallback;
    try {
      // The token refresh, the read and the snapshot hold one of the platform's places; the guard is asked
      // once the place is free, so reads queued behind a 429 or an open breaker do not call it.
      return await platform.reads.run(async () => {
        const tokens = await this.usableTokens(connection, platform);
        if (!tokens) return null;
        const now = this.now();
        const reading = await platform.guard.run(() => platform.client.read(tokens, connection, now));
        await this.connections.saveSnapshot(connection, reading, now);
        return toPlatformMetrics(connection, { ...reading, connectionId: connection.id, measuredAt: now }, true);
      });
    } catch (error) {
      if (error instanceof ConsentRevokedError) {
        await this.needsReconnect(connection, error.message);
        return null;
      }
      this.logger.warn({ provider: connection.provider, connectionId: connection.id, reason: error instanceof Error ? error.message : 'unknown' }, 'metrics not read now; the last snapshot stands');
      return fallback;
    }
  }

  /** The refresh loop: every active connection whose token ends soon is refreshed before it does. */
  async refreshExpiring(): Promise<number> {
    const due = await this.connections.expiringBefore(new Date(this.now().getTime() + REFRESH_HORIZON_MS), 200);
    let refreshed = 0;
    for (const connection of due) {
      const platform = this.platforms.get(connection.provider);
      if (!platform) continue;
      try {
        if (await this.usableTokens(connection, platform)) refreshed++;
      } catch (error) {
        if (error instanceof ConsentRevokedError) await this.needsReconnect(connection, error.message);
        else this.logger.warn({ provider: connection.provider, connectionId: connection.id, reason: error instanceof Error ? error.message : 'unknown' }, 'token refresh postponed');
      }
    }
    return refreshed;
  }

  /**
   * The connection's tokens, refreshed first when the platform says it is time (and saved before
   * anything else); null when they expired and cannot be refreshed (LinkedIn): then "à reconnecter".
   */
  private async usableTokens(connection: Connection, platform: ConfiguredPlatform): Promise<TokenSet | null> {
    const tokens = await this.connections.tokensOf(connection);
    if (!tokens) {
      await this.needsReconnect(connection, 'no tokens');
      return null;
    }
    const now = this.now();
    if (!platform.client.refreshDue({ ...tokens, hasRefreshToken: tokens.refreshToken !== null }, now)) return tokens;
    const renewed = await platform.guard.run(() => platform.client.refresh(tokens, now));
    if (renewed) {
      await this.connections.saveTokens(connection.id, renewed);
      return renewed;
    }
    if (tokens.accessExpiresAt && tokens.accessExpiresAt.getTime() <= now.getTime()) {
      await this.needsReconnect(connection, 'token expired and the platform offers no refresh');
      return null;
    }
    return tokens;
  }

  private async needsReconnect(connection: Connection, reason: string): Promise<void> {
    const changed = await this.connections.markNeedsReconnect(connection.id, this.now(), (updated) => this.reconnectMail(updated));
    if (changed) this.logger.info({ provider: connection.provider, connectionId: connection.id, reason }, 'connection needs reconnecting');
  }

  private reconnectMail(connection: Connection): OutgoingMail | null {
    if (!connection.notifyEmail) return null;
    const locale = isSupportedLocale(connection.notifyLocale) ? connection.notifyLocale : 'fr';
    const mail = connectionReconnectMail(locale, {
      platform: PROVIDER_LABELS[connection.provider],
      accountName: connection.accountName,
      connectionsUrl: `${this.env.PUBLIC_URL}${CONNECTIONS_SCREEN_PATH}?venueId=${connection.venueId}`,
    });
    return { to: connection.notifyEmail, ...mail };
  }
}

function toPlatformMetrics(connection: Connection, snapshot: MetricSnapshot, fresh: boolean): PlatformMetrics {
  return {
    provider: connection.provider,
    connectionId: connection.id,
    followers: snapshot.followers,
    posts30d: snapshot.posts30d,
    interactions30d: snapshot.interactions30d,
    rating: snapshot.rating,
    reviewCount: snapshot.reviewCount,
    measuredAt: snapshot.measuredAt.toISOString(),
    fresh,
  };
}
