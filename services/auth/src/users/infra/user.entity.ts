import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SubscriptionPlan, UserRole } from '@lieux/contracts';

@Entity({ tableName: 'users' })
export class UserEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Unique whatever its case (an index on lower(email)). */
  @Property({ type: 'text' })
  email!: string;

  /** null for an account made by an external sign-in, until a password reset sets one. */
  @Property({ type: 'text', fieldName: 'password_hash', nullable: true })
  passwordHash!: string | null;

  @Property({ type: 'text', fieldName: 'first_name' })
  firstName!: string;

  @Property({ type: 'text', fieldName: 'last_name' })
  lastName!: string;

  @Property({ type: 'text' })
  role!: UserRole;

  @Property({ type: 'text', fieldName: 'profile_image_url', nullable: true })
  profileImageUrl!: string | null;

  @Property({ type: 'text' })
  subscription!: SubscriptionPlan;

  @Property({ type: 'timestamptz', fieldName: 'suspended_at', nullable: true })
  suspendedAt!: Date | null;

  @Property({ type: 'text', fieldName: 'suspension_reason', nullable: true })
  suspensionReason!: string | null;

  /** Issue 30 §9: null until the welcome mail's link is followed. */
  @Property({ type: 'timestamptz', fieldName: 'email_confirmed_at', nullable: true })
  emailConfirmedAt!: Date | null;

  @Property({ type: 'timestamptz', fieldName: 'created_at' })
  createdAt!: Date;

  @Property({ type: 'timestamptz', fieldName: 'updated_at' })
  updatedAt!: Date;
}
