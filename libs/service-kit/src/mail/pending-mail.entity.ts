import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A mail written in a use case's transaction, waiting for the SMTP server to accept it (then deleted). */
@Entity({ tableName: 'pending_mails' })
export class PendingMailEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text', fieldName: 'to_address' })
  to!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'text' })
  locale!: string;

  @Property({ type: 'integer' })
  attempts!: number;

  @Property({ type: 'timestamptz', fieldName: 'next_attempt_at' })
  nextAttemptAt!: Date;

  /** After this, the mail is useless (its link has expired): dropped unsent. */
  @Property({ type: 'timestamptz', fieldName: 'expires_at' })
  expiresAt!: Date;

  @Property({ type: 'text', fieldName: 'last_error', nullable: true })
  lastError!: string | null;

  @Property({ type: 'timestamptz', fieldName: 'created_at' })
  createdAt!: Date;
}
