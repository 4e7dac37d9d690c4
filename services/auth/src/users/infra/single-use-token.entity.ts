import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The columns of a mailed link's token (a password reset, an e-mail confirmation): its SHA-256 only,
 * never the token the mail carried; single use, with an expiry.
 */
@Entity({ abstract: true })
export abstract class SingleUseTokenEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'text', fieldName: 'token_hash' })
  tokenHash!: string;

  @Property({ type: 'timestamptz', fieldName: 'expires_at' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', fieldName: 'used_at', nullable: true })
  usedAt!: Date | null;

  @Property({ type: 'timestamptz', fieldName: 'created_at' })
  createdAt!: Date;
}
