import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** An account's link to an OpenID provider's subject: `(issuer, subject)` names one person at one provider. */
@Entity({ tableName: 'external_identities' })
export class ExternalIdentityEntity {
  @PrimaryKey({ type: 'text' })
  issuer!: string;

  @PrimaryKey({ type: 'text' })
  subject!: string;

  @Property({ type: 'uuid', fieldName: 'user_id' })
  userId!: string;

  /** The e-mail the provider gave when the link was made (what linked it), kept for the record. */
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'timestamptz', fieldName: 'created_at' })
  createdAt!: Date;

  @Property({ type: 'timestamptz', fieldName: 'last_sign_in_at' })
  lastSignInAt!: Date;
}
