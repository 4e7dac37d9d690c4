import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FavoriteRepository } from '../app/favorite.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class PostgresFavoriteRepository implements FavoriteRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  private get schema(): string {
    return String(this.em.config.get('schema'));
  }

  async has(userId: string, venueId: string): Promise<boolean> {
    const rows = await this.em.execute(`select 1 from "${this.schema}".favorites where user_id = ? and venue_id = ?`, [userId, venueId]);
    return rows.length > 0;
  }

  async add(userId: string, venueId: string, at: Date): Promise<void> {
    await this.em.execute(`insert into "${this.schema}".favorites (user_id, venue_id, created_at) values (?, ?, ?) on conflict do nothing`, [userId, venueId, at], 'run');
  }

  async remove(userId: string, venueId: string): Promise<void> {
    if (!UUID.test(venueId)) return;
    await this.em.execute(`delete from "${this.schema}".favorites where user_id = ? and venue_id = ?`, [userId, venueId], 'run');
  }

  async venueIdsOf(userId: string, limit: number): Promise<string[]> {
    const rows = await this.em.execute<Array<{ venue_id: string }>>(
      `select venue_id from "${this.schema}".favorites where user_id = ? order by created_at desc, venue_id limit ?`,
      [userId, limit],
    );
    return rows.map((row) => row.venue_id);
  }

  /** A deleted venue leaves nobody's favourites (issue 30 §5). */
  async eraseVenue(venueId: string): Promise<number> {
    const result = await this.em.execute<{ affectedRows: number }>(`delete from "${this.schema}".favorites where venue_id = ?`, [venueId], 'run');
    return result.affectedRows;
  }

  async eraseAllOf(userId: string): Promise<number> {
    const result = await this.em.execute<{ affectedRows: number }>(`delete from "${this.schema}".favorites where user_id = ?`, [userId], 'run');
    return result.affectedRows;
  }
}
