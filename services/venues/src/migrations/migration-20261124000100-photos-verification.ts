import { Migration } from '@mikro-orm/migrations';

/**
 * Photos and merchant verification (issue 11), docs/photos.md:
 * - `venue_photos`: a venue's photos in gallery order; the bytes are in object storage under keys
 *   made from the photo's id (`photos/<venue>/<photo>/<size>.webp`), never from a user's input;
 * - `venues.cover_photo_id`: the cover, on the venue row so a card needs no join;
 * - `venue_verifications`: one request per venue (status, the rejection's reason, dates);
 * - `verification_documents`: the documents, encrypted in storage (`key_id` names the key); `decided_at`
 *   is the decision that examined them, from which the 90-day retention counts.
 * `venues.phone_verified` stays the venue's "Vérifié" flag: it now means "verified by documents".
 */
export class PhotosVerificationMigration extends Migration {
  override up(): void {
    this.addSql(`create table venue_photos (
      id uuid primary key,
      venue_id uuid not null references venues (id) on delete cascade,
      position integer not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index venue_photos_venue on venue_photos (venue_id, position)');
    this.addSql('alter table venues add column cover_photo_id uuid references venue_photos (id) on delete set null');
    this.addSql(`create table venue_verifications (
      venue_id uuid primary key references venues (id) on delete cascade,
      status text not null check (status in ('submitted', 'approved', 'rejected')),
      reason text,
      submitted_at timestamptz not null,
      decided_at timestamptz,
      decided_by uuid
    )`);
    this.addSql(`create table verification_documents (
      id uuid primary key,
      venue_id uuid not null references venues (id) on delete cascade,
      kind text not null check (kind in ('trade_register', 'proof_of_address', 'manager_identity', 'venue_photo')),
      file_name text not null,
      size integer not null,
      content_type text not null,
      storage_key text not null,
      key_id text not null,
      uploaded_at timestamptz not null default now(),
      decided_at timestamptz
    )`);
    this.addSql('create index verification_documents_venue on verification_documents (venue_id, uploaded_at)');
    this.addSql('create index verification_documents_decided on verification_documents (decided_at) where decided_at is not null');
  }

  override down(): void {
    this.addSql('drop table verification_documents');
    this.addSql('drop table venue_verifications');
    this.addSql('alter table venues drop column cover_photo_id');
    this.addSql('drop table venue_photos');
  }
}
