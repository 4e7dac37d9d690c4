import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SignInFailureReason } from '../app/security-log.js';

/** One line of the security log: a refused sign-in. Pruned after SECURITY_LOG_RETENTION_DAYS. */
@Entity({ tableName: 'sign_in_failures' })
export class SignInFailureEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'uuid', fieldName: 'user_id', nullable: true })
  userId!: string | null;

  @Property({ type: 'text', nullable: true })
  ip!: string | null;

  @Property({ type: 'text' })
  reason!: SignInFailureReason;

  @Property({ type: 'timestamptz', fieldName: 'occurred_at' })
  occurredAt!: Date;
}
