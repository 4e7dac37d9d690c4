import { Controller, Inject, Module } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { RPC, type Actor, type NoPayload, type VotesAccountDataReply } from '@lieux/contracts';
import { CurrentActor, DomainException, RpcHandler } from '@lieux/messaging';

/**
 * The person's own data export (`GET /api/auth/me/export`) asks each service what it keeps of them:
 * here every vote row (a vote taken back is a row with value 0) and every favourite, public venue or not.
 */
@Controller()
export class AccountDataHandler {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  @RpcHandler(RPC.votesAccountData)
  async data(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<VotesAccountDataReply> {
    if (!actor) throw new DomainException('vote_sign_in_required');
    const schema = String(this.em.config.get('schema'));
    const [votes, favorites] = await Promise.all([
      this.em.execute<Array<{ venue_id: string; value: number; updated_at: Date }>>(
        `select venue_id, value, updated_at from "${schema}".votes where user_id = ? order by updated_at desc, venue_id`,
        [actor.userId],
      ),
      this.em.execute<Array<{ venue_id: string; created_at: Date }>>(
        `select venue_id, created_at from "${schema}".favorites where user_id = ? order by created_at desc, venue_id`,
        [actor.userId],
      ),
    ]);
    return {
      votes: votes.map((row) => ({ venueId: row.venue_id, value: row.value === 1 ? 1 : 0, votedAt: new Date(row.updated_at).toISOString() })),
      favorites: favorites.map((row) => ({ venueId: row.venue_id, addedAt: new Date(row.created_at).toISOString() })),
    };
  }
}

@Module({ controllers: [AccountDataHandler] })
export class AccountDataModule {
  /** Reads with SQL: no entity. */
  static readonly entities = [];
}
