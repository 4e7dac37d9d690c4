import { Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditRecorded, type Actor, type MerchantVenueDto, type OpeningPeriodDto, type SpecialHoursDto, type TagDto, type UpdateVenueDto } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import type { MerchantVenueRepository, NewVenue, OwnedVenue, VenueVoteDay } from '../app/merchant-venue.repository.js';
import type { VenueProfileFacts } from '../domain/merchant-stats.js';
import { editedSnapshots, type VenueEdit } from '../domain/venue-edit.js';
import { uniqueSlug } from '../domain/venue-slug-rule.js';
import { slugify } from '../../venues/domain/venue-slug.js';
import { merchantVenueColumns, toMerchantVenueDto, type MerchantVenueRow } from './merchant-venue-row.js';

/** Two merchants racing for the same slug: the loser picks again. */
const SLUG_ATTEMPTS = 3;

const COLUMN_OF: Record<string, string> = {
  name: 'name',
  categoryId: 'category_id',
  address: 'address',
  city: 'city',
  description: 'description',
  nameAr: 'name_ar',
  nameEn: 'name_en',
  descriptionAr: 'description_ar',
  descriptionEn: 'description_en',
  phone: 'phone',
  website: 'website',
  whatsapp: 'whatsapp',
  alwaysOpen: 'always_open',
  permanentlyClosed: 'permanently_closed',
  latitude: 'latitude',
  longitude: 'longitude',
};

/**
 * The workspace's SQL (MikroORM's `execute`, `?` placeholders, inside `transactional` for writes so
 * the outbox row commits with the change). Reads here are a merchant's own few venues: no need for
 * the public side's prepared statements.
 */
@Injectable()
export class PostgresMerchantVenueRepository implements MerchantVenueRepository {
  private readonly s: string;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {
    this.s = String(em.config.get('schema') ?? 'venues');
  }

  async categoryExists(categoryId: string): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(`select id from "${this.s}".categories where id = ?`, [categoryId]);
    return rows.length > 0;
  }

  async create(ownerUserId: string, venue: NewVenue, slugBase: string, limit: number | null): Promise<MerchantVenueDto | 'limit_reached'> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const id = await this.em.transactional(async (em) => {
          await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`venues:owner:${ownerUserId}`]);
          if (limit !== null) {
            const [{ owned }] = await em.execute<Array<{ owned: number }>>(`select count(*)::int as owned from "${this.s}".venues where owner_user_id = ?`, [ownerUserId]);
            if (owned >= limit) return 'limit_reached' as const;
          }
          const taken = await em.execute<Array<{ slug: string }>>(`select slug from "${this.s}".venues where slug = ? or slug ~ ?`, [slugBase, `^${slugBase}-[0-9]+$`]);
          const slug = uniqueSlug(slugBase, new Set(taken.map((row) => row.slug)));
          const [row] = await em.execute<Array<{ id: string; created_at: string }>>(
            `insert into "${this.s}".venues (slug, name, category_id, address, city, country, description, name_ar, name_en, description_ar, description_en,
               phone, website, whatsapp, always_open, latitude, longitude, owner_user_id, status)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending')
             returning id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`,
            [slug, venue.name, venue.categoryId, venue.address, venue.city, venue.country, venue.description, venue.nameAr ?? null, venue.nameEn ?? null, venue.descriptionAr ?? null, venue.descriptionEn ?? null, venue.phone, venue.website, venue.whatsapp, venue.alwaysOpen, venue.latitude, venue.longitude, ownerUserId],
          );
          await this.writeTags(em, row.id, venue.tags);
          await this.writeOpeningHours(em, row.id, venue.openingHours);
          await this.writeSpecialHours(em, row.id, venue.specialHours);
          this.outbox.add(em, 'venue.created', { venueId: row.id, slug, ownerUserId, categoryId: venue.categoryId, city: venue.city, status: 'pending', createdAt: row.created_at });
          return row.id;
        });
        if (id === 'limit_reached') return id;
        const created = await this.show(id);
        if (!created) throw new Error(`venue ${id} vanished after its creation`);
        return created;
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException && attempt < SLUG_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  async findOwned(venueId: string): Promise<OwnedVenue | undefined> {
    const [row] = await this.em.execute<MerchantVenueRow[]>(`select ${merchantVenueColumns(this.s)} from "${this.s}".venues v where v.id = ?`, [venueId]);
    if (!row) return undefined;
    const venue = toMerchantVenueDto(row);
    return {
      id: venue.id,
      slug: venue.slug,
      ownerUserId: row.owner_user_id,
      editable: { ...venue, tags: venue.tags.map((tag) => tag.name) },
    };
  }

  async update(venue: OwnedVenue, changes: UpdateVenueDto, edit: VenueEdit, admin?: Actor): Promise<void> {
    await this.em.transactional(async (em) => {
      const assignments: string[] = ['status = ?', 'phone_verified = ?', 'updated_at = now()'];
      const values: unknown[] = [edit.status, edit.phoneVerified];
      for (const field of edit.changedFields) {
        const column = COLUMN_OF[field];
        if (!column) continue;
        assignments.push(`${column} = ?`);
        values.push(changes[field as keyof typeof changes] ?? null);
      }
      const [row] = await em.execute<Array<{ updated_at: string; category_id: string; city: string }>>(
        `update "${this.s}".venues set ${assignments.join(', ')} where id = ?
         returning category_id, city, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`,
        [...values, venue.id],
      );
      if (edit.changedFields.includes('tags')) {
        await em.execute(`delete from "${this.s}".venue_tags where venue_id = ?`, [venue.id]);
        await this.writeTags(em, venue.id, changes.tags ?? []);
      }
      if (edit.changedFields.includes('openingHours')) {
        await em.execute(`delete from "${this.s}".venue_opening_hours where venue_id = ?`, [venue.id]);
        await this.writeOpeningHours(em, venue.id, changes.openingHours ?? []);
      }
      if (edit.changedFields.includes('specialHours')) {
        await em.execute(`delete from "${this.s}".venue_special_hours where venue_id = ?`, [venue.id]);
        await this.writeSpecialHours(em, venue.id, changes.specialHours ?? []);
      }
      this.outbox.add(em, 'venue.updated', {
        venueId: venue.id,
        slug: venue.slug,
        ownerUserId: venue.ownerUserId,
        categoryId: row.category_id,
        city: row.city,
        status: edit.status,
        previousStatus: venue.editable.status,
        changedFields: edit.changedFields,
        updatedAt: row.updated_at,
      });
      if (admin) {
        const target = { type: 'venue' as const, id: venue.id, label: changes.name ?? venue.editable.name };
        this.outbox.add(em, ...auditRecorded(admin, { action: 'venue.edited', target, ...editedSnapshots(venue.editable, changes, edit) }, new Date(row.updated_at)));
      }
    });
  }

  async show(venueId: string): Promise<MerchantVenueDto | undefined> {
    const [row] = await this.em.execute<MerchantVenueRow[]>(`select ${merchantVenueColumns(this.s)} from "${this.s}".venues v where v.id = ?`, [venueId]);
    return row ? toMerchantVenueDto(row) : undefined;
  }

  async listOwned(ownerUserId: string): Promise<MerchantVenueDto[]> {
    const rows = await this.em.execute<MerchantVenueRow[]>(
      `select ${merchantVenueColumns(this.s)} from "${this.s}".venues v where v.owner_user_id = ? order by v.created_at, v.id`,
      [ownerUserId],
    );
    return rows.map((row) => toMerchantVenueDto(row));
  }

  async countOwned(ownerUserId: string): Promise<number> {
    const [{ owned }] = await this.em.execute<Array<{ owned: number }>>(`select count(*)::int as owned from "${this.s}".venues where owner_user_id = ?`, [ownerUserId]);
    return owned;
  }

  async profileFacts(ownerUserId: string): Promise<VenueProfileFacts[]> {
    const rows = await this.em.execute<Array<{ id: string; description: string | null; phone: string | null; website: string | null; has_position: boolean; opening_periods: number; tags: number; connections: string[] }>>(
      `select v.id, v.description, v.phone, v.website, (v.latitude is not null and v.longitude is not null) as has_position,
         (select count(*)::int from "${this.s}".venue_opening_hours h where h.venue_id = v.id) as opening_periods,
         (select count(*)::int from "${this.s}".venue_tags t where t.venue_id = v.id) as tags,
         coalesce((select json_agg(c.provider order by c.provider) from "${this.s}".venue_connections c where c.venue_id = v.id), '[]'::json) as connections
       from "${this.s}".venues v where v.owner_user_id = ? order by v.created_at, v.id`,
      [ownerUserId],
    );
    return rows.map((row) => ({
      venueId: row.id,
      description: row.description,
      phone: row.phone,
      website: row.website,
      hasPosition: row.has_position,
      openingPeriods: row.opening_periods,
      tags: row.tags,
      connections: row.connections,
    }));
  }

  async voteDays(venueIds: string[], fromDay: string, toDay: string): Promise<VenueVoteDay[]> {
    if (venueIds.length === 0) return [];
    const rows = await this.em.execute<Array<{ venue_id: string; day: string; votes: number }>>(
      `select venue_id, to_char(day, 'YYYY-MM-DD') as day, votes from "${this.s}".venue_vote_days
       where venue_id in (select value::uuid from json_array_elements_text(?::json)) and day between ?::date and ?::date`,
      [JSON.stringify(venueIds), fromDay, toDay],
    );
    return rows.map((row) => ({ venueId: row.venue_id, day: row.day, votes: row.votes }));
  }

  async merchantGoal(ownerUserId: string): Promise<number | null> {
    const [row] = await this.em.execute<Array<{ target: number }>>(`select weekly_votes_target as target from "${this.s}".merchant_goals where owner_user_id = ?`, [ownerUserId]);
    return row?.target ?? null;
  }

  async setMerchantGoal(ownerUserId: string, target: number | null): Promise<void> {
    if (target === null) {
      await this.em.execute(`delete from "${this.s}".merchant_goals where owner_user_id = ?`, [ownerUserId]);
      return;
    }
    await this.em.execute(
      `insert into "${this.s}".merchant_goals (owner_user_id, weekly_votes_target) values (?, ?)
       on conflict (owner_user_id) do update set weekly_votes_target = excluded.weekly_votes_target, updated_at = now()`,
      [ownerUserId, target],
    );
  }

  async tags(): Promise<TagDto[]> {
    return this.em.execute<TagDto[]>(`select id, name from "${this.s}".tags order by name`);
  }

  /** Links the venue to each named tag, creating the tags that do not exist (by slug id or, whatever the case, by name). */
  private async writeTags(em: EntityManager, venueId: string, names: string[]): Promise<void> {
    const wanted = new Map<string, string>();
    for (const name of names) {
      const id = slugify(name);
      if (id !== '' && !wanted.has(id)) wanted.set(id, name.trim());
    }
    for (const [id, name] of wanted) {
      await em.execute(`insert into "${this.s}".tags (id, name) values (?, ?) on conflict do nothing`, [id, name]);
      await em.execute(
        `insert into "${this.s}".venue_tags (venue_id, tag_id)
         select ?, t.id from "${this.s}".tags t where t.id = ? or lower(t.name) = lower(?) order by (t.id = ?) desc limit 1
         on conflict do nothing`,
        [venueId, id, name, id],
      );
    }
  }

  private async writeSpecialHours(em: EntityManager, venueId: string, entries: readonly SpecialHoursDto[]): Promise<void> {
    for (const entry of entries) {
      await em.execute(
        `insert into "${this.s}".venue_special_hours (venue_id, starts, ends, label, periods) values (?, ?::date, ?::date, ?, ?::jsonb) on conflict do nothing`,
        [venueId, entry.from, entry.to, entry.label.trim(), JSON.stringify(entry.periods.map(({ opens, closes }) => ({ opens, closes })))],
      );
    }
  }

  private async writeOpeningHours(em: EntityManager, venueId: string, periods: OpeningPeriodDto[]): Promise<void> {
    for (const period of periods) {
      await em.execute(
        `insert into "${this.s}".venue_opening_hours (venue_id, day, opens, closes) values (?, ?, ?::time, ?::time) on conflict do nothing`,
        [venueId, period.day, period.opens, period.closes],
      );
    }
  }
}
