import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ConnectionStateV1, DemoAccountsReply, EventMap } from '@lieux/contracts';
import type { OutgoingMail } from '@lieux/mail';
import { EventOutbox, MailOutbox } from '@lieux/service-kit';
import type { LinkedAccount, PlatformReading, TokenSet } from '../../platforms/domain/platform-client.js';
import { TokenVault } from '../../tokens/token-vault.js';
import type { Connection, MetricSnapshot, PendingConsent } from '../domain/connection.js';

interface ConnectionRow {
  id: string;
  venue_id: string;
  owner_user_id: string;
  provider: Connection['provider'];
  platform_id: string;
  account_ref: string;
  account_name: string;
  profile_url: string | null;
  is_active: boolean;
  status: Connection['status'];
  sandbox: boolean;
  demo: boolean;
  tokens_sealed: string | null;
  token_key_id: string | null;
  access_expires_at: Date | null;
  refresh_expires_at: Date | null;
  has_refresh_token: boolean;
  notify_email: string | null;
  notify_locale: string;
  connected_at: Date;
  last_sync_at: Date | null;
}

const COLUMNS = `id, venue_id, owner_user_id, provider, platform_id, account_ref, account_name, profile_url, is_active, status, sandbox, demo,
  tokens_sealed, token_key_id, access_expires_at, refresh_expires_at, has_refresh_token, notify_email, notify_locale, connected_at, last_sync_at`;

function toConnection(row: ConnectionRow): Connection {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    id: row.id,
    venueId: row.venue_id,
    ownerUserId: row.owner_user_id,
    provider: row.provider,
    platformId: row.platform_id,
    accountRef: row.account_ref,
    accountName: row.account_name,
    profileUrl: row.profile_url,
    isActive: row.is_active,
    status: row.status,
    sandbox: row.sandbox,
    demo: row.demo,
    accessExpiresAt: date(row.access_expires_at),
    refreshExpiresAt: date(row.refresh_expires_at),
    hasRefreshToken: row.has_refresh_token,
    notifyEmail: row.notify_email,
    notifyLocale: row.notify_locale,
    connectedAt: new Date(row.connected_at),
    lastSyncAt: date(row.last_sync_at),
  };
}

/** A Postgres array literal of ids the callers checked (uuids): the driver would spread a JS array into a list. */
function uuidArray(ids: string[]): string {
  return `{${ids.join(',')}}`;
}

/** The public side of a connection, as events carry it: never a token. */
/** A snapshot's figures as the venues read model receives them (issue 30): never tokens. */
function measuredEvent(connection: Connection, figures: PlatformReading, measuredAt: Date): EventMap['connection.measured'] {
  return {
    connectionId: connection.id,
    venueId: connection.venueId,
    provider: connection.provider,
    followers: figures.followers,
    posts30d: figures.posts30d,
    interactions30d: figures.interactions30d,
    rating: figures.rating,
    reviewCount: figures.reviewCount,
    measuredAt: measuredAt.toISOString(),
  };
}

export function connectionState(connection: Connection): ConnectionStateV1 {
  const { id, venueId, provider, accountRef, accountName, profileUrl, isActive, status } = connection;
  return { connectionId: id, venueId, provider, accountRef, accountName, profileUrl, isActive, status };
}

export interface StoreConnection {
  venueId: string;
  ownerUserId: string;
  provider: Connection['provider'];
  account: LinkedAccount;
  tokens: TokenSet;
  sandbox: boolean;
  notifyEmail: string | null;
  notifyLocale: string;
}

/**
 * Connections, consent attempts and daily snapshots in PostgreSQL, with every change's event in the
 * same transaction (the outbox). Tokens pass through TokenVault: sealed on the way in, opened only
 * for a use case that calls the platform.
 */
@Injectable()
export class ConnectionRepository {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(MailOutbox) private readonly mails: MailOutbox,
    @Inject(TokenVault) private readonly vault: TokenVault,
  ) {}

  private get s(): string {
    return String(this.em.config.get('schema'));
  }

  // ── Consent attempts ──

  async saveConsent(stateHash: string, consent: PendingConsent): Promise<void> {
    await this.em.fork().execute(
      `insert into "${this.s}".oauth_states (state_hash, user_id, venue_id, provider, code_verifier, notify_email, notify_locale, expires_at, claim_slug) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [stateHash, consent.userId, consent.venueId, consent.provider, consent.codeVerifier, consent.notifyEmail, consent.notifyLocale, consent.expiresAt, consent.claimSlug],
      'run',
    );
    // Expired attempts go as new ones come.
    await this.em.fork().execute(`delete from "${this.s}".oauth_states where expires_at < now() - interval '1 hour'`, [], 'run');
  }

  /** Single use: the row is deleted as it is read, so a replayed state finds nothing. */
  async takeConsent(stateHash: string): Promise<PendingConsent | null> {
    const [row] = await this.em.fork().execute<Array<{ user_id: string; venue_id: string; provider: Connection['provider']; code_verifier: string | null; notify_email: string | null; notify_locale: string; expires_at: Date; claim_slug: string | null }>>(
      `delete from "${this.s}".oauth_states where state_hash = ? returning user_id, venue_id, provider, code_verifier, notify_email, notify_locale, expires_at, claim_slug`,
      [stateHash],
    );
    if (!row) return null;
    return { userId: row.user_id, venueId: row.venue_id, provider: row.provider, codeVerifier: row.code_verifier, notifyEmail: row.notify_email, notifyLocale: row.notify_locale, expiresAt: new Date(row.expires_at), claimSlug: row.claim_slug };
  }

  // ── Connections ──

  async find(id: string): Promise<Connection | null> {
    const [row] = await this.em.fork().execute<ConnectionRow[]>(`select ${COLUMNS} from "${this.s}".connections where id = ?`, [id]);
    return row ? toConnection(row) : null;
  }

  async listOfOwner(ownerUserId: string): Promise<Connection[]> {
    const rows = await this.em.fork().execute<ConnectionRow[]>(`select ${COLUMNS} from "${this.s}".connections where owner_user_id = ? order by venue_id, provider`, [ownerUserId]);
    return rows.map(toConnection);
  }

  async listOfVenues(venueIds: string[]): Promise<Connection[]> {
    if (venueIds.length === 0) return [];
    const rows = await this.em.fork().execute<ConnectionRow[]>(`select ${COLUMNS} from "${this.s}".connections where venue_id = any(?::uuid[]) order by venue_id, provider`, [uuidArray(venueIds)]);
    return rows.map(toConnection);
  }

  /** Another venue holding this very account (the same Instagram on two venues would count twice). */
  async venueHolding(provider: Connection['provider'], platformId: string, exceptVenueId: string): Promise<string | null> {
    const [row] = await this.em.fork().execute<Array<{ venue_id: string }>>(
      `select venue_id from "${this.s}".connections where provider = ? and platform_id = ? and venue_id <> ? limit 1`,
      [provider, platformId, exceptVenueId],
    );
    return row?.venue_id ?? null;
  }

  /**
   * A new connection, or the same platform of the same venue connected again (its id kept, its
   * tokens and account replaced, back to active): `connection.created` or `connection.updated`.
   */
  async store(input: StoreConnection, now: Date): Promise<Connection> {
    return this.em.fork().transactional(async (em) => {
      const [existing] = await em.execute<Array<{ id: string }>>(`select id from "${this.s}".connections where venue_id = ? and provider = ? for update`, [input.venueId, input.provider]);
      const id = existing?.id ?? randomUUID();
      const sealed = this.vault.seal(input.tokens, id);
      const [row] = await em.execute<ConnectionRow[]>(
        `insert into "${this.s}".connections (id, venue_id, owner_user_id, provider, platform_id, account_ref, account_name, profile_url, is_active, status, sandbox,
           tokens_sealed, token_key_id, access_expires_at, refresh_expires_at, has_refresh_token, notify_email, notify_locale, connected_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, true, 'active', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (venue_id, provider) do update set owner_user_id = excluded.owner_user_id, platform_id = excluded.platform_id, account_ref = excluded.account_ref,
           account_name = excluded.account_name, profile_url = excluded.profile_url, is_active = true, status = 'active', sandbox = excluded.sandbox, demo = false,
           tokens_sealed = excluded.tokens_sealed, token_key_id = excluded.token_key_id, access_expires_at = excluded.access_expires_at,
           refresh_expires_at = excluded.refresh_expires_at, has_refresh_token = excluded.has_refresh_token, notify_email = excluded.notify_email,
           notify_locale = excluded.notify_locale, connected_at = excluded.connected_at, updated_at = excluded.updated_at
         returning ${COLUMNS}`,
        [id, input.venueId, input.ownerUserId, input.provider, input.account.platformId, input.account.accountRef, input.account.accountName, input.account.profileUrl, input.sandbox,
          sealed.sealed, sealed.keyId, input.tokens.accessExpiresAt, input.tokens.refreshExpiresAt, input.tokens.refreshToken !== null, input.notifyEmail, input.notifyLocale, now, now],
      );
      if (!row) throw new Error('connection upsert returned no row');
      const connection = toConnection(row);
      if (existing) this.outbox.add(em, 'connection.updated', { ...connectionState(connection), updatedAt: now.toISOString() });
      else this.outbox.add(em, 'connection.created', { ...connectionState(connection), connectedAt: now.toISOString() });
      return connection;
    });
  }

  async tokensOf(connection: Connection): Promise<TokenSet | null> {
    const [row] = await this.em.fork().execute<Array<{ tokens_sealed: string | null; token_key_id: string | null }>>(`select tokens_sealed, token_key_id from "${this.s}".connections where id = ?`, [connection.id]);
    if (!row?.tokens_sealed || !row.token_key_id) return null;
    return this.vault.open({ sealed: row.tokens_sealed, keyId: row.token_key_id }, connection.id);
  }

  /** New tokens after a refresh (TikTok's rotated refresh token with them): saved before anything else is done. */
  async saveTokens(connectionId: string, tokens: TokenSet): Promise<void> {
    const sealed = this.vault.seal(tokens, connectionId);
    await this.em.fork().execute(
      `update "${this.s}".connections set tokens_sealed = ?, token_key_id = ?, access_expires_at = ?, refresh_expires_at = ?, has_refresh_token = ?, updated_at = now() where id = ?`,
      [sealed.sealed, sealed.keyId, tokens.accessExpiresAt, tokens.refreshExpiresAt, tokens.refreshToken !== null, connectionId],
      'run',
    );
  }

  async setActive(connectionId: string, isActive: boolean, now: Date): Promise<Connection | null> {
    return this.change(connectionId, `is_active = ?`, [isActive], now, (before) => before.isActive !== isActive);
  }

  /**
   * "À reconnecter": the tokens are erased (they no longer open anything), the connection stops
   * counting, and the owner is mailed — once, when it changes.
   */
  async markNeedsReconnect(connectionId: string, now: Date, mail: (connection: Connection) => OutgoingMail | null): Promise<Connection | null> {
    return this.change(connectionId, `status = 'needs_reconnect', tokens_sealed = null, token_key_id = null, access_expires_at = null, refresh_expires_at = null, has_refresh_token = false`, [], now, (before) => before.status !== 'needs_reconnect', mail);
  }

  async remove(connection: Connection, now: Date): Promise<void> {
    await this.em.fork().transactional((em) => this.removeWithin(em, connection, now));
  }

  /** The row (tokens with it) and its `connection.removed`, in the caller's transaction (an event's, for an erasure). */
  async removeWithin(em: EntityManager, connection: Connection, now: Date): Promise<void> {
    const rows = await em.execute<Array<{ id: string }>>(`delete from "${this.s}".connections where id = ? returning id`, [connection.id]);
    if (rows.length === 0) return;
    this.outbox.add(em, 'connection.removed', { connectionId: connection.id, venueId: connection.venueId, provider: connection.provider, removedAt: now.toISOString() });
  }

  /** A deleted account's consent attempts (they hold its e-mail for the "à reconnecter" mail). */
  async forgetUser(em: EntityManager, userId: string): Promise<void> {
    await em.execute(`delete from "${this.s}".oauth_states where user_id = ?`, [userId], 'run');
  }

  /** A deleted venue's consent attempts and the daily figures its accounts gave. */
  async forgetVenue(em: EntityManager, venueId: string): Promise<void> {
    await em.execute(`delete from "${this.s}".oauth_states where venue_id = ?`, [venueId], 'run');
    await em.execute(`delete from "${this.s}".metric_snapshots where venue_id = ?`, [venueId], 'run');
  }

  /** Active connections whose access token ends before `before` (the refresh loop's candidates). */
  async expiringBefore(before: Date, limit: number): Promise<Connection[]> {
    const rows = await this.em.fork().execute<ConnectionRow[]>(
      `select ${COLUMNS} from "${this.s}".connections where status = 'active' and access_expires_at < ? order by access_expires_at limit ?`,
      [before, limit],
    );
    return rows.map(toConnection);
  }

  /**
   * The demo venues' accounts (issue 13) with their snapshot of today, in one transaction with a
   * `connection.created` each — the event the scoring worker recomputes a venue on, as for any new
   * connection. A venue and platform already connected (an earlier start, another replica, a merchant's
   * own account) is left alone. Returns how many were added.
   */
  async seedDemo(venues: DemoAccountsReply['venues'], ownerOfUnowned: string, now: Date): Promise<number> {
    const rows = venues.flatMap((venue) =>
      venue.accounts.map((account) => ({ id: randomUUID(), venue_id: venue.venueId, owner_user_id: venue.ownerUserId ?? ownerOfUnowned, provider: account.provider, account_ref: account.accountRef, account_name: venue.venueName, ...account.figures })),
    );
    if (rows.length === 0) return 0;
    return this.em.fork().transactional(async (em) => {
      const added = await em.execute<ConnectionRow[]>(
        `insert into "${this.s}".connections (id, venue_id, owner_user_id, provider, platform_id, account_ref, account_name, is_active, status, sandbox, demo, connected_at, updated_at, last_sync_at)
         select r.id, r.venue_id, r.owner_user_id, r.provider, 'demo:' || r.account_ref, r.account_ref, r.account_name, true, 'active', false, true, ?, ?, ?
         from json_to_recordset(?::json) as r(id uuid, venue_id uuid, owner_user_id uuid, provider text, account_ref text, account_name text)
         on conflict (venue_id, provider) do nothing
         returning ${COLUMNS}`,
        [now, now, now, JSON.stringify(rows)],
      );
      if (added.length === 0) return 0;
      await em.execute(
        `insert into "${this.s}".metric_snapshots (connection_id, venue_id, provider, day, followers, posts_30d, interactions_30d, rating, review_count, measured_at)
         select r.id, r.venue_id, r.provider, (?::timestamptz at time zone 'Africa/Casablanca')::date, r."followers", r."posts30d", r."interactions30d", r."rating", r."reviewCount", ?
         from json_to_recordset(?::json) as r(id uuid, venue_id uuid, provider text, "followers" int, "posts30d" int, "interactions30d" int, "rating" real, "reviewCount" int)
         where r.id = any(?::uuid[])`,
        [now, now, JSON.stringify(rows), uuidArray(added.map((row) => row.id))],
        'run',
      );
      const figuresOf = new Map<string, PlatformReading>(rows.map((row) => [row.id, row]));
      for (const row of added) {
        const connection = toConnection(row);
        this.outbox.add(em, 'connection.created', { ...connectionState(connection), connectedAt: now.toISOString() });
        const figures = figuresOf.get(connection.id);
        if (figures) this.outbox.add(em, 'connection.measured', measuredEvent(connection, figures, now));
      }
      return added.length;
    });
  }

  // ── Snapshots ──

  async saveSnapshot(connection: Connection, reading: PlatformReading, measuredAt: Date): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into "${this.s}".metric_snapshots (connection_id, venue_id, provider, day, followers, posts_30d, interactions_30d, rating, review_count, measured_at)
         values (?, ?, ?, (?::timestamptz at time zone 'Africa/Casablanca')::date, ?, ?, ?, ?, ?, ?)
         on conflict (connection_id, day) do update set followers = excluded.followers, posts_30d = excluded.posts_30d, interactions_30d = excluded.interactions_30d,
           rating = excluded.rating, review_count = excluded.review_count, measured_at = excluded.measured_at`,
        [connection.id, connection.venueId, connection.provider, measuredAt, reading.followers, reading.posts30d, reading.interactions30d, reading.rating, reading.reviewCount, measuredAt],
        'run',
      );
      await em.execute(`update "${this.s}".connections set last_sync_at = ? where id = ?`, [measuredAt, connection.id], 'run');
      this.outbox.add(em, 'connection.measured', measuredEvent(connection, reading, measuredAt));
    });
  }

  /** The newest snapshot of each connection. */
  async latestSnapshots(connectionIds: string[]): Promise<Map<string, MetricSnapshot>> {
    if (connectionIds.length === 0) return new Map();
    const rows = await this.em.fork().execute<Array<{ connection_id: string; followers: number | null; posts_30d: number | null; interactions_30d: number | null; rating: number | null; review_count: number | null; measured_at: Date }>>(
      `select distinct on (connection_id) connection_id, followers, posts_30d, interactions_30d, rating, review_count, measured_at
       from "${this.s}".metric_snapshots where connection_id = any(?::uuid[]) order by connection_id, day desc`,
      [uuidArray(connectionIds)],
    );
    return new Map(
      rows.map((row) => [
        row.connection_id,
        { connectionId: row.connection_id, followers: row.followers, posts30d: row.posts_30d, interactions30d: row.interactions_30d, rating: row.rating, reviewCount: row.review_count, measuredAt: new Date(row.measured_at) },
      ]),
    );
  }

  /** One update of a connection with its `connection.updated`, only when `changes(before)` says it changes. */
  private async change(
    connectionId: string,
    assignments: string,
    params: unknown[],
    now: Date,
    changes: (before: Connection) => boolean,
    mail?: (connection: Connection) => OutgoingMail | null,
  ): Promise<Connection | null> {
    return this.em.fork().transactional(async (em) => {
      const [before] = await em.execute<ConnectionRow[]>(`select ${COLUMNS} from "${this.s}".connections where id = ? for update`, [connectionId]);
      if (!before) return null;
      if (!changes(toConnection(before))) return toConnection(before);
      const [row] = await em.execute<ConnectionRow[]>(`update "${this.s}".connections set ${assignments}, updated_at = ? where id = ? returning ${COLUMNS}`, [...params, now, connectionId]);
      if (!row) throw new Error('connection update returned no row');
      const connection = toConnection(row);
      this.outbox.add(em, 'connection.updated', { ...connectionState(connection), updatedAt: now.toISOString() } satisfies EventMap['connection.updated']);
      const message = mail?.(connection);
      if (message) this.mails.add(em, message, new Date(now.getTime() + 7 * 86_400_000));
      return connection;
    });
  }
}
