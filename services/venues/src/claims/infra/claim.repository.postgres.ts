import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditRecorded, type ClaimDto, type ClaimStatus, type SubscriptionPlan } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import type { AdminClaimRow, ClaimAttempt, ClaimDecision, ClaimedVenue, ClaimRefusal, ClaimRepository, ClaimVerdict, DecisionRefusal, StoredClaimDocument } from '../app/claim.repository.js';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const CLAIM_COLUMNS = `c.id, c.venue_id as "venueId", v.slug as "venueSlug", v.name as "venueName", c.method, c.status, c.evidence, c.reason,
  ${iso('c.created_at')} as "createdAt", ${iso('c.decided_at')} as "decidedAt"`;

const adminColumns = (s: string): string => `${CLAIM_COLUMNS}, c.claimant_user_id as "claimantUserId", c.claimant_email as "claimantEmail",
  json_build_object('name', v.name, 'address', v.address, 'city', v.city, 'website', v.website, 'phone', v.phone, 'ownerUserId', v.owner_user_id) as listing,
  coalesce((select json_agg(json_build_object('id', d.id, 'kind', d.kind, 'fileName', d.file_name, 'size', d.size, 'contentType', d.content_type,
    'uploadedAt', ${iso('d.uploaded_at')}) order by d.uploaded_at, d.kind) from "${s}".venue_claim_documents d where d.claim_id = c.id), '[]'::json) as documents`;

const DOCUMENT_COLUMNS = `d.id, d.claim_id as "claimId", d.kind, d.file_name as "fileName", d.size, d.content_type as "contentType",
  d.storage_key as "storageKey", d.key_id as "keyId", ${iso('d.uploaded_at')} as "uploadedAt"`;

/** What the audit log keeps of the proof: the account and what matched, or the documents' kinds. */
function proofOf(attempt: ClaimAttempt, verdict: Exclude<ClaimVerdict, { refused: unknown }>): Record<string, string | null> {
  if (verdict.evidence === null) return { method: 'documents', documents: attempt.documents.map((document) => document.kind).join(',') };
  return { provider: verdict.evidence.provider, account: verdict.evidence.accountRef, matched: verdict.evidence.matched.join(',') || null };
}

/** The same lock as creating a venue (merchant-venue.repository.postgres.ts): one owner's count at a time. */
const ownerLock = (userId: string): string => `venues:owner:${userId}`;

/** The reason the other pending claims of a venue get when an admin approves one of them. */
export const CLAIM_TAKEN_REASON = 'Un autre demandeur a été reconnu propriétaire de ce lieu.';

/** Plain SQL over `venue_claims` and `venues`; every decision writes its events and audit entry in its transaction. */
@Injectable()
export class PostgresClaimRepository implements ClaimRepository {
  private readonly s: string;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {
    this.s = String(em.config.get('schema') ?? 'venues');
  }

  async submit(attempt: ClaimAttempt, judge: (venue: ClaimedVenue, owned: number) => ClaimVerdict): Promise<ClaimDto | { refused: ClaimRefusal | 'claim_already_pending' }> {
    const claimant = attempt.claimant;
    const outcome = await this.em.transactional(async (em): Promise<{ refused: ClaimRefusal | 'claim_already_pending' } | { id: string }> => {
      await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [ownerLock(claimant.userId)]);
      // An imported venue's Instagram handle lives with its OpenStreetMap object (`contact:instagram`).
      const [venue] = await em.execute<Array<{ id: string; slug: string; name: string; status: string; owner_user_id: string | null; website: string | null; phone: string | null; instagram: string | null }>>(
        `select v.id, v.slug, v.name, v.status, v.owner_user_id, v.website, v.phone,
            (select o.contact->>'instagram' from "${this.s}".osm_objects o where o.venue_id = v.id limit 1) as instagram
          from "${this.s}".venues v where v.id = ? for update of v`,
        [attempt.venueId],
      );
      if (!venue) return { refused: 'claim_venue_not_claimable' };
      const [{ owned }] = await em.execute<Array<{ owned: number }>>(`select count(*)::int as owned from "${this.s}".venues where owner_user_id = ?`, [claimant.userId]);
      const verdict = judge({ id: venue.id, slug: venue.slug, name: venue.name, status: venue.status, ownerUserId: venue.owner_user_id, listing: { website: venue.website, phone: venue.phone, instagramHandle: venue.instagram } }, owned);
      if ('refused' in verdict) return verdict;
      const [pending] = await em.execute<Array<{ id: string }>>(
        `select id from "${this.s}".venue_claims where venue_id = ? and claimant_user_id = ? and status = 'pending'`,
        [venue.id, claimant.userId],
      );
      if (pending) return { refused: 'claim_already_pending' };
      const [row] = await em.execute<Array<{ id: string }>>(
        `insert into "${this.s}".venue_claims (venue_id, claimant_user_id, claimant_email, claimant_plan, method, evidence, status, created_at)
         values (?, ?, ?, ?, ?, ?::jsonb, ?, ?) returning id`,
        [venue.id, claimant.userId, attempt.claimantEmail, claimant.plan, verdict.evidence === null ? 'documents' : 'account', verdict.evidence === null ? null : JSON.stringify(verdict.evidence), verdict.store, attempt.at],
      );
      // A claim that became a report keeps no documents: the report is about the venue's owner.
      if (verdict.store === 'pending') {
        for (const document of attempt.documents) {
          await em.execute(
            `insert into "${this.s}".venue_claim_documents (id, claim_id, kind, file_name, size, content_type, storage_key, key_id, uploaded_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [document.id, row.id, document.kind, document.fileName, document.size, document.contentType, document.storageKey, document.keyId, attempt.at],
          );
        }
      }
      const target = { type: 'venue' as const, id: venue.id, label: venue.name };
      if (verdict.store === 'reported') {
        this.outbox.add(em, 'venue.claim-reported', {
          claimId: row.id,
          venueId: venue.id,
          slug: venue.slug,
          name: venue.name,
          claimantUserId: claimant.userId,
          summary: verdict.summary,
          reportedAt: attempt.at.toISOString(),
        });
      }
      this.outbox.add(
        em,
        ...auditRecorded(
          claimant,
          {
            action: verdict.store === 'reported' ? 'claim.reported' : 'claim.requested',
            target,
            after: { claimId: row.id, ...proofOf(attempt, verdict) },
          },
          attempt.at,
        ),
      );
      return { id: row.id };
    });
    if ('refused' in outcome) return outcome;
    const [claim] = await this.claimRows(`c.id = ?`, [outcome.id]);
    return claim;
  }

  async mine(claimantUserId: string): Promise<ClaimDto[]> {
    return this.claimRows(`c.claimant_user_id = ? order by c.created_at desc, c.id`, [claimantUserId]);
  }

  async adminList(status: ClaimStatus): Promise<AdminClaimRow[]> {
    return this.em.execute<AdminClaimRow[]>(
      `select ${adminColumns(this.s)} from "${this.s}".venue_claims c join "${this.s}".venues v on v.id = c.venue_id
       where c.status = ? order by c.created_at ${status === 'pending' ? 'asc' : 'desc'}, c.id limit 200`,
      [status],
    );
  }

  async decide(decision: ClaimDecision): Promise<AdminClaimRow | { refused: DecisionRefusal }> {
    const outcome = await this.em.transactional(async (em): Promise<{ refused: DecisionRefusal } | { id: string }> => {
      const [claim] = await em.execute<Array<{ id: string; venue_id: string; claimant_user_id: string; claimant_plan: SubscriptionPlan; status: string }>>(
        `select id, venue_id, claimant_user_id, claimant_plan, status from "${this.s}".venue_claims where id = ?`,
        [decision.claimId],
      );
      if (!claim) return { refused: 'claim_not_found' };
      // The claimant's lock first (as `submit` takes it), then the venue's row, then the claim's.
      await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [ownerLock(claim.claimant_user_id)]);
      const [venue] = await em.execute<Array<{ id: string; slug: string; name: string; owner_user_id: string | null }>>(
        `select id, slug, name, owner_user_id from "${this.s}".venues where id = ? for update`,
        [claim.venue_id],
      );
      const [locked] = await em.execute<Array<{ status: string }>>(`select status from "${this.s}".venue_claims where id = ? for update`, [claim.id]);
      if (!venue || !locked) return { refused: 'claim_not_found' };
      if (locked.status !== 'pending') return { refused: 'claim_already_decided' };
      const decided: Array<{ id: string; claimant: string; status: 'approved' | 'refused'; reason: string | null }> = [];
      if (decision.decision === 'approve') {
        if (venue.owner_user_id !== null) return { refused: 'claim_venue_taken' };
        const limit = decision.limitOf(claim.claimant_plan);
        const [{ owned }] = await em.execute<Array<{ owned: number }>>(`select count(*)::int as owned from "${this.s}".venues where owner_user_id = ?`, [claim.claimant_user_id]);
        if (limit !== null && owned >= limit) return { refused: 'claim_plan_full' };
        await em.execute(`update "${this.s}".venues set owner_user_id = ?, updated_at = now() where id = ?`, [claim.claimant_user_id, venue.id]);
        decided.push({ id: claim.id, claimant: claim.claimant_user_id, status: 'approved', reason: decision.reason });
        // One owner per venue: the other pending claims of it are answered now.
        const others = await em.execute<Array<{ id: string; claimant_user_id: string }>>(
          `select id, claimant_user_id from "${this.s}".venue_claims where venue_id = ? and status = 'pending' and id <> ? for update`,
          [venue.id, claim.id],
        );
        for (const other of others) decided.push({ id: other.id, claimant: other.claimant_user_id, status: 'refused', reason: CLAIM_TAKEN_REASON });
      } else {
        decided.push({ id: claim.id, claimant: claim.claimant_user_id, status: 'refused', reason: decision.reason });
      }
      for (const each of decided) {
        await em.execute(`update "${this.s}".venue_claims set status = ?, reason = ?, decided_at = ?, decided_by = ? where id = ?`, [each.status, each.reason, decision.at, decision.admin.userId, each.id]);
        this.outbox.add(em, 'venue.claim-decided', {
          claimId: each.id,
          venueId: venue.id,
          slug: venue.slug,
          name: venue.name,
          claimantUserId: each.claimant,
          status: each.status,
          reason: each.reason,
          decidedBy: decision.admin.userId,
          decidedAt: decision.at.toISOString(),
        });
        this.outbox.add(
          em,
          ...auditRecorded(
            decision.admin,
            {
              action: each.status === 'approved' ? 'claim.approved' : 'claim.refused',
              target: { type: 'venue', id: venue.id, label: venue.name },
              before: { ownerUserId: venue.owner_user_id, claimStatus: 'pending' },
              after: { ownerUserId: each.status === 'approved' ? each.claimant : venue.owner_user_id, claimId: each.id, claimStatus: each.status },
              reason: each.reason,
            },
            decision.at,
          ),
        );
      }
      return { id: claim.id };
    });
    if ('refused' in outcome) return outcome;
    const [row] = await this.em.execute<AdminClaimRow[]>(`select ${adminColumns(this.s)} from "${this.s}".venue_claims c join "${this.s}".venues v on v.id = c.venue_id where c.id = ?`, [outcome.id]);
    return row;
  }

  async document(documentId: string): Promise<StoredClaimDocument | undefined> {
    const [row] = await this.em.execute<StoredClaimDocument[]>(`select ${DOCUMENT_COLUMNS} from "${this.s}".venue_claim_documents d where d.id = ?`, [documentId]);
    return row;
  }

  async documentsDecidedBefore(cutoff: Date, limit: number): Promise<StoredClaimDocument[]> {
    return this.em.execute<StoredClaimDocument[]>(
      `select ${DOCUMENT_COLUMNS} from "${this.s}".venue_claim_documents d join "${this.s}".venue_claims c on c.id = d.claim_id
       where c.decided_at < ? order by c.decided_at, d.id limit ?`,
      [cutoff, limit],
    );
  }

  async deleteDocumentRow(documentId: string): Promise<void> {
    await this.em.execute(`delete from "${this.s}".venue_claim_documents where id = ?`, [documentId], 'run');
  }

  private claimRows(where: string, values: unknown[]): Promise<ClaimDto[]> {
    return this.em.execute<ClaimDto[]>(`select ${CLAIM_COLUMNS} from "${this.s}".venue_claims c join "${this.s}".venues v on v.id = c.venue_id where ${where}`, values);
  }
}
