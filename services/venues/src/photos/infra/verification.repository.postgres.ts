import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditRecorded, type Actor, type DocumentKind, type VerificationDecision, type VerificationStatus } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';

/** A request for a venue as stored; none: not submitted. */
export interface VerificationRecord {
  status: Exclude<VerificationStatus, 'not_submitted'>;
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
}

export interface StoredDocument {
  id: string;
  venueId: string;
  kind: DocumentKind;
  fileName: string;
  size: number;
  contentType: string;
  storageKey: string;
  keyId: string;
  uploadedAt: string;
}

export interface VerificationListEntry extends VerificationRecord {
  venueId: string;
  venueName: string;
  venueSlug: string;
  venueCity: string;
  ownerUserId: string | null;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const DOCUMENT_COLUMNS = `id, venue_id as "venueId", kind, file_name as "fileName", size, content_type as "contentType",
  storage_key as "storageKey", key_id as "keyId", ${iso('uploaded_at')} as "uploadedAt"`;
const RECORD_COLUMNS = `vv.status, vv.reason, ${iso('vv.submitted_at')} as "submittedAt", ${iso('vv.decided_at')} as "decidedAt"`;

/** `venue_verifications` and `verification_documents` (plain SQL); submissions and decisions add their events to the outbox. */
@Injectable()
export class PostgresVerificationRepository {
  private readonly s: string;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {
    this.s = String(em.config.get('schema') ?? 'venues');
  }

  async record(venueId: string): Promise<VerificationRecord | undefined> {
    const [row] = await this.em.execute<VerificationRecord[]>(`select ${RECORD_COLUMNS} from "${this.s}".venue_verifications vv where vv.venue_id = ?`, [venueId]);
    return row;
  }

  async documents(venueId: string): Promise<StoredDocument[]> {
    return this.em.execute<StoredDocument[]>(`select ${DOCUMENT_COLUMNS} from "${this.s}".verification_documents where venue_id = ? order by uploaded_at, id`, [venueId]);
  }

  async document(documentId: string): Promise<StoredDocument | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(documentId)) return undefined;
    const [row] = await this.em.execute<StoredDocument[]>(`select ${DOCUMENT_COLUMNS} from "${this.s}".verification_documents where id = ?`, [documentId]);
    return row;
  }

  /** Adds the document unless the venue has `max` already (checked under the venue's lock). */
  async addDocument(document: Omit<StoredDocument, 'uploadedAt'>, max: number): Promise<'added' | 'limit_reached'> {
    return this.em.transactional(async (em) => {
      await em.execute(`select id from "${this.s}".venues where id = ? for update`, [document.venueId]);
      const [{ n }] = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from "${this.s}".verification_documents where venue_id = ?`, [document.venueId]);
      if (n >= max) return 'limit_reached' as const;
      await em.execute(
        `insert into "${this.s}".verification_documents (id, venue_id, kind, file_name, size, content_type, storage_key, key_id) values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [document.id, document.venueId, document.kind, document.fileName, document.size, document.contentType, document.storageKey, document.keyId],
      );
      return 'added' as const;
    });
  }

  async removeDocument(venueId: string, documentId: string): Promise<StoredDocument | undefined> {
    const [row] = await this.em.execute<StoredDocument[]>(
      `delete from "${this.s}".verification_documents where id = ? and venue_id = ? returning ${DOCUMENT_COLUMNS}`,
      [documentId, venueId],
    );
    return row;
  }

  /** The request becomes `submitted` (again after a rejection); its documents wait for a new decision. */
  async submit(venueId: string, ownerUserId: string | null, kinds: DocumentKind[], now: Date): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute(
        `insert into "${this.s}".venue_verifications (venue_id, status, reason, submitted_at, decided_at, decided_by) values (?, 'submitted', null, ?, null, null)
         on conflict (venue_id) do update set status = 'submitted', reason = null, submitted_at = excluded.submitted_at, decided_at = null, decided_by = null`,
        [venueId, now],
      );
      await em.execute(`update "${this.s}".verification_documents set decided_at = null where venue_id = ?`, [venueId]);
      this.outbox.add(em, 'verification.submitted', { venueId, ownerUserId, documentKinds: kinds, submittedAt: now.toISOString() });
    });
  }

  /**
   * Records the decision on a `submitted` request (`not_submitted` otherwise, checked in the same
   * statement), stamps the documents it examined (their 90 days start now) and sets the venue's badge;
   * `verification.decided` and the admin's `audit.recorded` go in the same transaction.
   */
  async decide(
    venue: { id: string; ownerUserId: string | null; name: string; slug: string },
    decision: VerificationDecision,
    reason: string | null,
    admin: Actor,
    now: Date,
  ): Promise<'decided' | 'not_submitted'> {
    return this.em.transactional(async (em) => {
      const status = decision === 'approve' ? 'approved' : 'rejected';
      const updated = await em.execute<Array<{ venue_id: string }>>(
        `update "${this.s}".venue_verifications set status = ?, reason = ?, decided_at = ?, decided_by = ? where venue_id = ? and status = 'submitted' returning venue_id`,
        [status, reason, now, admin.userId, venue.id],
      );
      if (updated.length === 0) return 'not_submitted' as const;
      await em.execute(`update "${this.s}".verification_documents set decided_at = ? where venue_id = ?`, [now, venue.id]);
      await em.execute(`update "${this.s}".venues set phone_verified = ?, updated_at = now() where id = ?`, [decision === 'approve', venue.id]);
      this.outbox.add(em, 'verification.decided', {
        venueId: venue.id,
        venueName: venue.name,
        venueSlug: venue.slug,
        ownerUserId: venue.ownerUserId,
        decision,
        reason,
        verified: decision === 'approve',
        decidedBy: admin.userId,
        decidedAt: now.toISOString(),
      });
      const target = { type: 'venue' as const, id: venue.id, label: venue.name };
      const action = decision === 'approve' ? 'verification.approved' : 'verification.rejected';
      this.outbox.add(em, ...auditRecorded(admin, { action, target, before: { verification: 'submitted' }, after: { verification: status }, reason }, now));
      return 'decided' as const;
    });
  }

  async list(status: VerificationStatus): Promise<VerificationListEntry[]> {
    const where = status === 'not_submitted' ? 'vv.venue_id is null' : 'vv.status = ?';
    return this.em.execute<VerificationListEntry[]>(
      `select v.id as "venueId", v.name as "venueName", v.slug as "venueSlug", v.city as "venueCity", v.owner_user_id as "ownerUserId",
         coalesce(vv.status, 'not_submitted') as status, vv.reason, ${iso('vv.submitted_at')} as "submittedAt", ${iso('vv.decided_at')} as "decidedAt"
       from "${this.s}".venues v left join "${this.s}".venue_verifications vv on vv.venue_id = v.id
       where ${where} order by vv.submitted_at nulls last, v.created_at limit 200`,
      status === 'not_submitted' ? [] : [status],
    );
  }

  /** Documents whose decision is older than `before`: the retention job's work. */
  async documentsDecidedBefore(before: Date, limit: number): Promise<StoredDocument[]> {
    return this.em.execute<StoredDocument[]>(
      `select ${DOCUMENT_COLUMNS} from "${this.s}".verification_documents where decided_at < ? order by decided_at limit ?`,
      [before, limit],
    );
  }

  async deleteDocumentRow(documentId: string): Promise<void> {
    await this.em.execute(`delete from "${this.s}".verification_documents where id = ?`, [documentId]);
  }
}
