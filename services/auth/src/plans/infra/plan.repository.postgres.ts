import { Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditRecorded, type PlanRequestAdminDto, type PlanRequestDto, type SubscriptionPlan } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import type { PlanChangeCause, PlanRepository } from '../app/plan.repository.js';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const REQUEST_COLUMNS = `r.id, r.plan, r.status, ${ISO('r.requested_at')} as "requestedAt", ${ISO('r.decided_at')} as "decidedAt"`;
const ADMIN_COLUMNS = `${REQUEST_COLUMNS}, r.user_id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName"`;

/** Plan requests and plan changes in the auth schema (plain SQL; the user's row and its event in one transaction). */
@Injectable()
export class PostgresPlanRepository implements PlanRepository {
  private readonly s: string;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {
    this.s = String(em.config.get('schema') ?? 'auth');
  }

  async planOf(userId: string): Promise<SubscriptionPlan | undefined> {
    const [row] = await this.em.execute<Array<{ subscription: SubscriptionPlan }>>(`select subscription from "${this.s}".users where id = ?`, [userId]);
    return row?.subscription;
  }

  async pendingOf(userId: string): Promise<PlanRequestDto | undefined> {
    const [row] = await this.em.execute<PlanRequestDto[]>(`select ${REQUEST_COLUMNS} from "${this.s}".plan_requests r where r.user_id = ? and r.status = 'pending'`, [userId]);
    return row;
  }

  async createRequest(userId: string, plan: SubscriptionPlan): Promise<PlanRequestDto | 'already_pending'> {
    try {
      const [row] = await this.em.execute<PlanRequestDto[]>(
        `insert into "${this.s}".plan_requests as r (user_id, plan) values (?, ?) returning ${REQUEST_COLUMNS}`,
        [userId, plan],
      );
      return row;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'already_pending';
      throw error;
    }
  }

  listPending(): Promise<PlanRequestAdminDto[]> {
    return this.em.execute<PlanRequestAdminDto[]>(
      `select ${ADMIN_COLUMNS} from "${this.s}".plan_requests r join "${this.s}".users u on u.id = r.user_id
       where r.status = 'pending' order by r.requested_at, r.id`,
    );
  }

  async findRequest(requestId: string): Promise<PlanRequestAdminDto | undefined> {
    const [row] = await this.em.execute<PlanRequestAdminDto[]>(
      `select ${ADMIN_COLUMNS} from "${this.s}".plan_requests r join "${this.s}".users u on u.id = r.user_id where r.id = ?`,
      [requestId],
    );
    return row;
  }

  applyPlan(userId: string, plan: SubscriptionPlan, cause: PlanChangeCause): Promise<'applied' | 'duplicate' | 'unknown_user'> {
    return this.em.transactional(async (em) => {
      if (cause.kind === 'stripe') {
        const recorded = await em.execute<Array<{ event_id: string }>>(
          `insert into "${this.s}".stripe_events (event_id, type, user_id) values (?, ?, ?) on conflict do nothing returning event_id`,
          [cause.eventId, cause.eventType, userId],
        );
        if (recorded.length === 0) return 'duplicate' as const;
      }
      const [user] = await em.execute<Array<{ subscription: SubscriptionPlan }>>(`select subscription from "${this.s}".users where id = ? for update`, [userId]);
      if (!user) return 'unknown_user' as const;
      // Before the plan: who decided is kept here (the users trigger closes any request left without it).
      if (plan === 'pro') {
        await em.execute(
          `update "${this.s}".plan_requests set status = 'granted', decided_at = now(), decided_by = ? where user_id = ? and status = 'pending'`,
          [cause.kind === 'admin' ? cause.admin.userId : null, userId],
        );
      }
      if (user.subscription !== plan) {
        const [{ changed_at }] = await em.execute<Array<{ changed_at: string }>>(
          `update "${this.s}".users set subscription = ?, updated_at = now() where id = ? returning ${ISO('updated_at')} as changed_at`,
          [plan, userId],
        );
        this.outbox.add(em, 'user.plan-changed', { userId, plan, previousPlan: user.subscription, changedAt: changed_at });
      }
      if (cause.kind === 'admin') {
        const [{ email }] = await em.execute<Array<{ email: string }>>(`select email from "${this.s}".users where id = ?`, [userId]);
        const target = { type: 'plan-request' as const, id: cause.requestId, label: email };
        this.outbox.add(em, ...auditRecorded(cause.admin, { action: 'plan-request.granted', target, before: { plan: user.subscription }, after: { plan } }, new Date()));
      }
      return 'applied' as const;
    });
  }
}
