import { Migration } from '@mikro-orm/migrations';

/**
 * Claiming with documents (issue 32 §2, docs/merchant.md "Claiming a venue"): a claim proven with
 * verification documents has no account (`evidence` null) and its own documents — the venue's
 * verification documents are its owner's. The bytes are encrypted in object storage under the
 * venue's documents prefix (so a venue's removal takes them); the rows go with the claim.
 */
export class ClaimDocumentsMigration extends Migration {
  override up(): void {
    this.addSql(`alter table venue_claims drop constraint venue_claims_method_check`);
    this.addSql(`alter table venue_claims add constraint venue_claims_method_check check (method in ('account', 'documents'))`);
    this.addSql(`alter table venue_claims alter column evidence drop not null`);
    this.addSql(`alter table venue_claims add constraint venue_claims_evidence_of_method check ((method = 'account') = (evidence is not null))`);
    this.addSql(`create table venue_claim_documents (
      id uuid primary key,
      claim_id uuid not null references venue_claims (id) on delete cascade,
      kind text not null check (kind in ('trade_register', 'proof_of_address', 'manager_identity', 'venue_photo')),
      file_name text not null,
      size integer not null,
      content_type text not null,
      storage_key text not null,
      key_id text not null,
      uploaded_at timestamptz not null default now(),
      unique (claim_id, kind)
    )`);
  }

  override down(): void {
    this.addSql('drop table venue_claim_documents');
    this.addSql(`delete from venue_claims where method = 'documents'`);
    this.addSql(`alter table venue_claims drop constraint venue_claims_evidence_of_method`);
    this.addSql(`alter table venue_claims alter column evidence set not null`);
    this.addSql(`alter table venue_claims drop constraint venue_claims_method_check`);
    this.addSql(`alter table venue_claims add constraint venue_claims_method_check check (method in ('account'))`);
  }
}
