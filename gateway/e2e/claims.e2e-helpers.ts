import { TEST_USERS, type MerchantVenueDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { answerConsent, call, queryE2eDatabase } from '@lieux/testing/e2e';

// Claiming a listing (issue 32 §2) through the running stack: what the HTTP tests, the authorization
// matrix and the browser journey share.

const admin = TEST_USERS.find((user) => user.role === 'admin')!;

export async function adminSession(): Promise<string> {
  const answer = await call('POST', `/api/test/login/${admin.id}`);
  if (!answer.session) throw new Error(`test admin sign-in: ${answer.status}`);
  return answer.session;
}

export interface ImportedCafe {
  id: string;
  slug: string;
  name: string;
  website: string;
  phone: string;
}

/**
 * An "imported café": approved and nobody's, as the OpenStreetMap importer makes them (issue 32 §1).
 * Made here by an admin's venue whose owner is then removed; once the importer is merged, this is
 * the one place to switch to importing its fixture.
 */
export async function importedCafe(name = `Café Importé ${uniqueHex().slice(0, 6)}`): Promise<ImportedCafe> {
  const session = await adminSession();
  const host = `cafe-${uniqueHex().slice(0, 8)}.ma`;
  const website = `https://www.${host}/`;
  const phone = '0539 93 44 55';
  const created = await call<MerchantVenueDto>('POST', '/api/venues', { session, body: { name, categoryId: 'cafe', address: '2 rue de la Kasbah', city: 'Tanger', website, phone } });
  if (created.status !== 201) throw new Error(`venue: ${created.status} ${JSON.stringify(created.body)}`);
  const approved = await call('POST', `/api/admin/venues/${created.body.id}/approve`, { session });
  if (approved.status !== 200) throw new Error(`approval: ${approved.status}`);
  await queryE2eDatabase('update venues.venues set owner_user_id = null where id = $1', [created.body.id]);
  return { id: created.body.id, slug: created.body.slug, name, website, phone };
}

/**
 * Proves a claim through the sandbox's consent page as `session`'s merchant, with an account whose
 * profile shows `website`: the claim screen's address it comes back to (`?revendication=…`).
 */
export async function claimThroughSandbox(session: string, slug: string, profile: { provider?: 'instagram' | 'google'; account?: string; website?: string; phone?: string }): Promise<string> {
  const start = await call('GET', `/api/claims/${slug}/connect/${profile.provider ?? 'instagram'}`, { session });
  const authorizeUrl = start.headers.get('location');
  if (start.status !== 302 || !authorizeUrl?.startsWith('http')) throw new Error(`claim start: ${start.status} → ${authorizeUrl}`);
  const back = await answerConsent(authorizeUrl, { decision: 'approve', account: profile.account ?? 'cafe.importe', website: profile.website, phone: profile.phone });
  const done = await call('GET', `${back.pathname}${back.search}`, { session });
  return done.headers.get('location') ?? '';
}
