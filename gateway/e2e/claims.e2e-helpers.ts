import { TEST_USERS } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { answerConsent, call, importOsmNode } from '@lieux/testing/e2e';

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
 * An "imported café": a node of OpenStreetMap imported by the real command (issue 32 §1) — approved,
 * nobody's, credited — with a website and a phone of its own for a claim to match.
 */
export async function importedCafe(name = `Café Importé ${uniqueHex().slice(0, 6)}`): Promise<ImportedCafe> {
  const host = `cafe-${uniqueHex().slice(0, 8)}.ma`;
  const website = `https://www.${host}/`;
  const phone = '0539 93 44 55';
  const { id, slug } = await importOsmNode({
    id: 980_000_000 + Number.parseInt(uniqueHex().slice(0, 6), 16),
    lat: 35.7886,
    lon: -5.8126,
    tags: { 'amenity': 'cafe', name, 'addr:street': 'Rue de la Kasbah', 'addr:housenumber': '2', 'addr:city': 'Tanger', website, phone },
  });
  return { id, slug, name, website, phone };
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
