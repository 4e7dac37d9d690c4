import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import {
  ACCOUNT_STATUSES,
  ADMIN_QUERY_MAX_LENGTH,
  adminPageOf,
  adminReasonOf,
  auditRecorded,
  isSubscriptionPlan,
  isUserRole,
  type Actor,
  type AdminChangePlanRequest,
  type AdminChangeRoleRequest,
  type AdminPage,
  type AdminUserReply,
  type AdminUsersRequest,
  type AuditAction,
  type AuditSnapshot,
  type DomainEvent,
  type SuspendUserRequest,
  type RestoreUserRequest,
  type UserLookupRequest,
  type UserSummary,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { changePlan, changeRole, type AccountChange } from '../domain/role-and-plan.js';
import { restore, suspend } from '../domain/suspension.js';
import type { User } from '../domain/user.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** The most ids one lookup may carry (one page of any admin list names far fewer). */
export const USER_LOOKUP_LIMIT = 200;

export const ADMIN_USERS_CLOCK = Symbol('AdminUsersClock');

/** A user as the admin console's users tab shows them. */
export function toAdminUser(user: User): AdminUserReply {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    plan: user.subscription,
    status: user.suspendedAt ? 'suspended' : 'active',
    suspensionReason: user.suspensionReason,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    // The platform does not verify e-mail addresses yet (no column): never verified.
    emailVerifiedAt: null,
  };
}

/** An optional reason: trimmed, null when absent, `admin_reason_invalid` outside the bounds. */
function reasonOf(reason: unknown, required: boolean): string | null {
  if ((reason === undefined || reason === null) && !required) return null;
  const valid = adminReasonOf(reason);
  if (valid === null) throw new DomainException('admin_reason_invalid');
  return valid;
}

/**
 * Admins only: the users a page of an admin list names (owners, reporters, actors), as they are now.
 * Unknown ids (deleted accounts) and ids that are not uuids are left out of the reply, so the gateway
 * shows them as deleted.
 */
@Injectable()
export class LookUpUsersUseCase {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(actor: Actor | undefined, request: UserLookupRequest): Promise<UserSummary[]> {
    authorize(actor, ['admin']);
    const ids = request?.userIds;
    if (!Array.isArray(ids) || ids.length > USER_LOOKUP_LIMIT) throw new DomainException('validation_failed');
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && isUUID(id)))];
    return this.users.summariesByIds(wanted);
  }
}

/** `GET /api/admin/users`: every account, newest first, with a search over e-mail and names, role and status filters. */
@Injectable()
export class ListAdminUsersUseCase {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(actor: Actor | undefined, request: AdminUsersRequest): Promise<AdminPage<AdminUserReply>> {
    authorize(actor, ['admin']);
    if (request.q !== undefined && (typeof request.q !== 'string' || request.q.length > ADMIN_QUERY_MAX_LENGTH)) throw new DomainException('validation_failed');
    if (request.role !== undefined && !isUserRole(request.role)) throw new DomainException('validation_failed');
    if (request.status !== undefined && !ACCOUNT_STATUSES.includes(request.status)) throw new DomainException('validation_failed');
    const { page, pageSize } = adminPageOf(request);
    const { users, total } = await this.users.adminList({ q: request.q?.trim() || undefined, role: request.role, status: request.status, page, pageSize });
    return { items: users.map(toAdminUser), total, page, pageSize };
  }
}

/** What one admin action on an account does: the change (or its 409), and what the audit keeps of it. */
interface AdminAccountAction {
  action: AuditAction;
  reason: string | null;
  apply: (user: User, admin: Actor, now: Date) => AccountChange | { refused: 'user_role_unchanged' | 'user_plan_unchanged' | 'user_already_suspended' | 'user_not_suspended' };
  snapshot: (user: User) => AuditSnapshot;
}

/**
 * The admin actions on an account (issue 14): admins only, never on their own account
 * (`admin_self_action`: they would lock themselves out), `user_not_found` for an unknown id. The change,
 * its event and `audit.recorded` are written in one transaction.
 */
@Injectable()
export class AdminAccountActions {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(ADMIN_USERS_CLOCK) private readonly now: () => Date,
  ) {}

  changeRole(actor: Actor | undefined, request: AdminChangeRoleRequest): Promise<AdminUserReply> {
    return this.perform(actor, request.userId, () => {
      if (!isUserRole(request.role)) throw new DomainException('validation_failed');
      return {
        action: 'user.role-changed',
        reason: reasonOf(request.reason, false),
        apply: (user, _admin, now) => (user.role === request.role ? { refused: 'user_role_unchanged' } : changeRole(user, request.role, now)),
        snapshot: (user) => ({ role: user.role }),
      };
    });
  }

  changePlan(actor: Actor | undefined, request: AdminChangePlanRequest): Promise<AdminUserReply> {
    return this.perform(actor, request.userId, () => {
      if (!isSubscriptionPlan(request.plan)) throw new DomainException('validation_failed');
      return {
        action: 'user.plan-changed',
        reason: reasonOf(request.reason, false),
        apply: (user, _admin, now) => (user.subscription === request.plan ? { refused: 'user_plan_unchanged' } : changePlan(user, request.plan, now)),
        snapshot: (user) => ({ plan: user.subscription }),
      };
    });
  }

  suspend(actor: Actor | undefined, request: SuspendUserRequest): Promise<AdminUserReply> {
    return this.perform(actor, request.userId, () => {
      const reason = reasonOf(request.reason, true) as string;
      return { action: 'user.suspended', reason, apply: (user, admin, now) => suspend(user, reason, admin.userId, now), snapshot: statusSnapshot };
    });
  }

  restore(actor: Actor | undefined, request: RestoreUserRequest): Promise<AdminUserReply> {
    return this.perform(actor, request.userId, () => ({ action: 'user.restored', reason: null, apply: (user, admin, now) => restore(user, admin.userId, now), snapshot: statusSnapshot }));
  }

  private async perform(actor: Actor | undefined, userId: unknown, plan: () => AdminAccountAction): Promise<AdminUserReply> {
    const admin = authorize(actor, ['admin']);
    const action = plan();
    const id = typeof userId === 'string' && isUUID(userId) ? userId : undefined;
    if (id === admin.userId) throw new DomainException('admin_self_action');
    const user = id ? await this.users.findById(id) : undefined;
    if (!user) throw new DomainException('user_not_found');
    const now = this.now();
    const change = action.apply(user, admin, now);
    if ('refused' in change) throw new DomainException(change.refused);
    const [subject, payload] = auditRecorded(
      admin,
      { action: action.action, target: { type: 'user', id: user.id, label: user.email }, before: action.snapshot(user), after: action.snapshot(change.user), reason: action.reason },
      now,
    );
    const events: DomainEvent[] = [...change.events, { subject, payload }];
    await this.users.update(change.user, events);
    return toAdminUser(change.user);
  }
}

const statusSnapshot = (user: User): AuditSnapshot => ({ status: user.suspendedAt ? 'suspended' : 'active' });
