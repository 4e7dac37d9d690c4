import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import Stripe from 'stripe';
import {
  API,
  CONNECTION_PROVIDERS,
  TEST_USERS,
  type AnyApiRoute,
  type AuthStatusDto,
  type InboxMessageDto,
  type MerchantVenueDto,
  type PhotoDto,
  type ReportDto,
  type RouteAccessRule,
  type VerificationDto,
} from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { answerConsent, call, e2eSetting, forgetQuotas, queryE2eDatabase, until } from '@lieux/testing/e2e';
import { claimThroughSandbox, importedCafe } from './claims.e2e-helpers.js';

// The world the whole-API tests share (issue 16: the authorization matrix, the fuzzer): one session per
// kind of caller, the owner's real resources, and for every operation of the OpenAPI document a valid
// request to try it with (`TRIES`). A new operation without one fails the matrix.

export type ActorName = 'visitor' | 'consumer' | 'merchant' | 'otherMerchant' | 'admin';
export const ACTORS: readonly ActorName[] = ['visitor', 'consumer', 'merchant', 'otherMerchant', 'admin'];

export interface Attempt {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** One multipart part `file`, as a browser's FormData sends it. */
  file?: { bytes: Buffer; name: string; type: string };
  /** Several multipart file parts, each under its own name (a claim's documents). */
  files?: Array<{ part: string; bytes: Buffer; name: string; type: string }>;
  headers?: Record<string, string>;
  /** Replaces the actor's shared session (a route that ends or changes it gets its own). */
  session?: string;
  /** What an admitted caller gets when it is not the route's success (a token only a mailbox holds…). */
  admitted?: number;
}

type Try = (actor: ActorName) => Attempt | Promise<Attempt>;

/** `GET /api/places/:slug`: how the matrix names an operation, the contract's method and path. */
type Leaves<T> = T extends AnyApiRoute ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type RouteKey<R = Leaves<typeof API>> = R extends AnyApiRoute ? `${R['method']} ${R['path']}` : never;
export type NavigationKey = `GET ${'/api/login' | '/api/login/callback' | '/api/logout' | '/api/connections/:provider/authorize' | '/api/connections/:provider/callback' | '/api/claims/:slug/connect/:provider'}`;
/** The platform library's probes (the kubelet's), outside the contract. */
export type ProbeKey = 'GET /api/health/live' | 'GET /api/health/ready';

const PASSWORD = 'motdepasse-solide';
const jpeg = (shade: number) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 90, b: 60 } } }).jpeg().toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const admin = TEST_USERS.find((user) => user.role === 'admin')!;

interface Person {
  id: string;
  email: string;
  session: string;
}

async function signUp(role: 'consumer' | 'merchant'): Promise<Person> {
  const email = `matrice.${uniqueHex()}@example.ma`;
  const answer = await call<{ user: { id: string } }>('POST', '/api/auth/signup', { body: { email, password: PASSWORD, firstName: 'Yasmine', lastName: 'Berrada', role } });
  if (answer.status !== 201 || !answer.session) throw new Error(`sign-up: ${answer.status}`);
  const status = await call<{ user: { id: string } }>('GET', '/api/auth/status', { session: answer.session });
  return { id: status.body.user.id, email, session: answer.session };
}

async function adminSession(): Promise<string> {
  const answer = await call('POST', `/api/test/login/${admin.id}`);
  if (!answer.session) throw new Error(`test admin sign-in: ${answer.status}`);
  return answer.session;
}

function ok<T>(answer: { status: number; body: T }, what: string): T {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Sends an attempt as a browser or curl would. */
export async function send(method: string, pathTemplate: string, attempt: Attempt, session: string | undefined): Promise<{ status: number; body: unknown; location: string | null }> {
  const path = pathTemplate.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = attempt.params?.[name];
    if (value === undefined) throw new Error(`${pathTemplate}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = attempt.query ? `?${new URLSearchParams(attempt.query)}` : '';
  const headers: Record<string, string> = { ...attempt.headers };
  if (session) headers.cookie = `lieux_session=${session}`;
  let body: BodyInit | undefined;
  if (attempt.file || attempt.files) {
    const form = new FormData();
    for (const { part, bytes, name, type } of attempt.files ?? [{ part: 'file', ...attempt.file! }]) form.append(part, new Blob([new Uint8Array(bytes)], { type }), name);
    body = form;
  } else if (attempt.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof attempt.body === 'string' ? attempt.body : JSON.stringify(attempt.body);
  }
  const response = await fetch(`${e2eSetting('E2E_BASE_URL')}${path}${query}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // a file's bytes
  }
  return { status: response.status, body: parsed, location: response.headers.get('location') };
}

const people = {} as Record<Exclude<ActorName, 'visitor'>, Person>;
let venue: MerchantVenueDto;
let photo: PhotoDto;
let documentUrl: string;
let connectionId: string;
const knownConnections = new Set<string>();
const documentId = () => new URL(documentUrl, 'http://site').pathname.split('/').pop()!;
let incidentId: string;
let inboxId: string;
const openedIncidents: string[] = [];

export const sessionOf = (actor: ActorName) => (actor === 'visitor' ? undefined : people[actor].session);
/** The owning merchant's published venue, which the owner's routes are tried on. */
export const ownerVenueId = () => venue.id;
export const ownerVenueSlug = () => venue.slug;

async function newVenue(session: string, approved: boolean): Promise<MerchantVenueDto> {
  const created = ok(await call<MerchantVenueDto>('POST', '/api/venues', { session, body: { name: `Riad Matrice ${uniqueHex()}`, categoryId: 'hotel', address: '12 derb Lalla Zineb', city: 'Marrakech' } }), 'venue');
  if (approved) ok(await call('POST', `/api/admin/venues/${created.id}/approve`, { session: people.admin.session }), 'approval');
  return created;
}

let photosMade = 0;

async function newPhoto(): Promise<PhotoDto> {
  // Each photo a shade of its own, the same on every run.
  photosMade += 1;
  const attempt = { file: { bytes: await jpeg((photosMade * 37) % 256), name: 'salle.jpg', type: 'image/jpeg' } };
  const answer = await send('POST', API.photos.upload.path, { ...attempt, params: { id: venue.id } }, people.merchant.session);
  return ok(answer as { status: number; body: PhotoDto }, 'photo');
}

async function newDocument(): Promise<VerificationDto> {
  const answer = await send('POST', API.verification.addDocument.path, { params: { id: venue.id }, query: { kind: 'trade_register' }, file: { bytes: PDF, name: 'rc.pdf', type: 'application/pdf' } }, people.merchant.session);
  return ok(answer as { status: number; body: VerificationDto }, 'document');
}

/** A new connection of the owner's venue (one per platform: each call connects the next platform). */
async function newConnection(): Promise<string> {
  const provider = CONNECTION_PROVIDERS[knownConnections.size % CONNECTION_PROVIDERS.length];
  const start = await call('GET', `/api/connections/${provider}/authorize?venueId=${venue.id}`, { session: people.merchant.session });
  // Not a drawn name: the sandbox draws an account's figures from it, and `….clean` is never held by the trust rule.
  const back = await answerConsent(start.headers.get('location')!, { decision: 'approve', account: 'riad.matrice.clean' });
  const done = await call('GET', `${back.pathname}${back.search}`, { session: people.merchant.session });
  if (!done.headers.get('location')?.includes('connexion=reussie')) throw new Error(`connection: ${done.headers.get('location')}`);
  const listed = ok(await call<Array<{ id: string }>>('GET', `/api/connections?venueId=${venue.id}`, { session: people.merchant.session }), 'connections');
  const fresh = listed.find((connection) => !knownConnections.has(connection.id));
  if (!fresh) throw new Error('the new connection is not listed');
  knownConnections.add(fresh.id);
  return fresh.id;
}

/** A venue awaiting review, of a merchant of its own (the owner's plan stays within its limit). */
async function pendingVenue(): Promise<MerchantVenueDto> {
  return newVenue((await signUp('merchant')).session, false);
}

/** A pending claim of an imported café (issue 32 §2), by a new merchant with a matching account. */
async function pendingClaim(): Promise<string> {
  const cafe = await importedCafe();
  const claimant = await signUp('merchant');
  const back = await claimThroughSandbox(claimant.session, cafe.slug, { account: 'cafe.matrice', website: cafe.website });
  if (!back.includes('revendication=envoyee')) throw new Error(`claim: ${back}`);
  const claims = ok(await call<Array<{ id: string; venueId: string }>>('GET', '/api/admin/claims', { session: people.admin.session }), 'claims');
  return claims.find((claim) => claim.venueId === cafe.id)!.id;
}

/** The three required documents of a claim, as multipart parts named by their kind. */
export const CLAIM_DOCUMENT_PARTS = (['trade_register', 'proof_of_address', 'manager_identity'] as const).map((part) => ({ part, bytes: PDF, name: `${part}.pdf`, type: 'application/pdf' }));

/** A claim with documents of an imported café, by a new merchant: the admin's signed link to its first document. */
let claimDocumentLink: Promise<URL> | undefined;
function claimDocumentUrl(): Promise<URL> {
  claimDocumentLink ??= (async () => {
    const cafe = await importedCafe();
    const claimant = await signUp('merchant');
    ok(await send('POST', API.claims.submitDocuments.path, { params: { slug: cafe.slug }, files: CLAIM_DOCUMENT_PARTS }, claimant.session), 'claim with documents');
    const claims = ok(await call<Array<{ venueId: string; documents: Array<{ url: string }> }>>('GET', '/api/admin/claims', { session: people.admin.session }), 'claims');
    return new URL(claims.find((claim) => claim.venueId === cafe.id)!.documents[0].url, 'http://site');
  })();
  return claimDocumentLink;
}

async function openReport(): Promise<string> {
  const reporter = await signUp('consumer');
  return ok(await call<ReportDto>('POST', `/api/places/${venue.id}/report`, { session: reporter.session, body: { reason: 'wrong_info', text: 'Les horaires affichés sont faux.' } }), 'report').id;
}

/** Somebody of `role` who may be changed or deleted. */
async function throwaway(role: ActorName): Promise<Person> {
  if (role === 'visitor') throw new Error('a visitor has no account');
  const person = await signUp(role === 'consumer' ? 'consumer' : 'merchant');
  if (role !== 'admin') return person;
  ok(await call('POST', `/api/admin/users/${person.id}/role`, { session: people.admin.session, body: { role: 'admin', reason: 'Matrice des droits' } }), 'promotion');
  const signIn = await call('POST', '/api/auth/login-local', { body: { email: person.email, password: PASSWORD } });
  return { ...person, session: signIn.session! };
}

/** Another session of the same person (for a route that ends the one it is called with). */
async function anotherSession(actor: ActorName): Promise<string | undefined> {
  if (actor === 'visitor') return undefined;
  if (actor === 'admin') return adminSession();
  const answer = await call('POST', '/api/auth/login-local', { body: { email: people[actor].email, password: PASSWORD } });
  return answer.session;
}

function stripeEvent(): Attempt {
  const payload = JSON.stringify({ id: `evt_${uniqueHex()}`, object: 'event', type: 'customer.created', api_version: '2025-01-01', created: 1, livemode: false, pending_webhooks: 1, request: null, data: { object: {} } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: e2eSetting('E2E_STRIPE_WEBHOOK_SECRET') });
  return { body: payload, headers: { 'stripe-signature': signature } };
}

const mine = (extra: Record<string, string> = {}) => ({ params: { id: venue.id, ...extra } });
/** The owner and the admin: who an `owner-or-admin` route serves; only they use up a resource made for the try. */
const servedByOwnerRoute = (actor: ActorName) => actor === 'merchant' || actor === 'admin';

/** How to try each operation for one caller: a valid request on the owner's resources. */
export const TRIES: Record<RouteKey | NavigationKey | ProbeKey, Try> = {
  'GET /api/health/live': () => ({}),
  'GET /api/health/ready': () => ({}),
  // Signing up or in while signed in replaces the caller's session: each gets one of its own.
  'POST /api/auth/signup': async (actor) => ({ session: await anotherSession(actor), body: { email: `matrice.${uniqueHex()}@example.ma`, password: PASSWORD, firstName: 'Rim', lastName: 'Naciri' } }),
  'POST /api/auth/login-local': async (actor) => ({ session: await anotherSession(actor), body: { email: actor === 'visitor' || actor === 'admin' ? people.consumer.email : people[actor].email, password: PASSWORD } }),
  'GET /api/auth/status': () => ({}),
  'POST /api/auth/logout': async (actor) => ({ session: await anotherSession(actor) }),
  'PATCH /api/auth/me': () => ({ body: { firstName: 'Yasmine', lastName: 'Berrada' } }),
  'GET /api/auth/me/export': () => ({}),
  'POST /api/auth/delete-account': async (actor) => (actor === 'visitor' ? { body: { password: PASSWORD } } : { session: (await throwaway(actor)).session, body: { password: PASSWORD } }),
  'POST /api/auth/forgot-password': () => ({ body: { email: `personne.${uniqueHex()}@example.ma` } }),
  // Tokens only ever reach a mailbox: a made-up one is refused for everyone alike, 400 and the token's code.
  'POST /api/auth/reset-password': () => ({ body: { token: 'jeton-invente', password: 'nouveau-motdepasse' }, admitted: 400 }),
  // Like reset tokens, confirmation tokens only reach a mailbox: a made-up one is refused alike (issue 30 §9).
  'POST /api/auth/confirm-email': () => ({ body: { token: 'jeton-invente' }, admitted: 400 }),
  'POST /api/auth/confirm-email/resend': () => ({ body: { locale: 'fr' } }),
  'POST /api/auth/change-password': async (actor) =>
    actor === 'visitor' ? { body: { currentPassword: PASSWORD, newPassword: 'nouveau-motdepasse' } } : { session: (await throwaway(actor)).session, body: { currentPassword: PASSWORD, newPassword: 'nouveau-motdepasse' } },
  'POST /api/auth/become-merchant': async (actor) => (actor === 'consumer' ? { session: (await throwaway('consumer')).session } : {}),
  'GET /api/auth/providers': () => ({}),
  'GET /api/test/me': () => ({}),
  'POST /api/test/login/:id': async (actor) => ({ session: await anotherSession(actor), params: { id: TEST_USERS.find((user) => user.role === 'consumer')!.id } }),
  'POST /api/test/logout': async (actor) => ({ session: await anotherSession(actor) }),
  'GET /api/categories': () => ({}),
  'GET /api/feed/home': () => ({}),
  'GET /api/venues': () => ({ query: { q: 'riad' } }),
  'GET /api/map/config': () => ({}),
  'GET /api/map/venues': () => ({ query: { bbox: '-10,27,-1,36', zoom: '6' } }),
  'GET /api/places/:slug': () => ({ params: { slug: venue.slug } }),
  'POST /api/places/:id/visit': () => mine(),
  'GET /api/places/:slug/score': () => ({ params: { slug: venue.slug } }),
  'POST /api/places/:id/report': async (actor) => ({ ...mine(), session: actor === 'visitor' ? undefined : (await throwaway(actor)).session, body: { reason: 'closed' } }),
  'GET /api/admin/stats': () => ({}),
  'GET /api/admin/analytics': () => ({}),
  'GET /api/admin/venues': () => ({}),
  'POST /api/admin/venues/:id/approve': async () => ({ params: { id: (await pendingVenue()).id } }),
  'POST /api/admin/venues/:id/reject': async () => ({ params: { id: (await pendingVenue()).id }, body: { reason: 'Adresse introuvable sur place.' } }),
  'POST /api/admin/venues/:id/delete': async () => ({ params: { id: (await pendingVenue()).id }, body: { reason: 'Lieu de test de la matrice des droits.' } }),
  'GET /api/admin/users': () => ({}),
  'POST /api/admin/users/:id/role': async () => ({ params: { id: (await throwaway('consumer')).id }, body: { role: 'merchant', reason: 'Matrice des droits' } }),
  'POST /api/admin/users/:id/plan': async () => ({ params: { id: (await throwaway('merchant')).id }, body: { plan: 'pro', reason: 'Matrice des droits' } }),
  'POST /api/admin/users/:id/suspend': async () => ({ params: { id: (await throwaway('consumer')).id }, body: { reason: 'Matrice des droits' } }),
  'POST /api/admin/users/:id/restore': async () => {
    const person = await throwaway('consumer');
    ok(await call('POST', `/api/admin/users/${person.id}/suspend`, { session: people.admin.session, body: { reason: 'Matrice des droits' } }), 'suspension');
    return { params: { id: person.id } };
  },
  'GET /api/admin/reports': () => ({}),
  'POST /api/admin/reports/:id/resolve': async () => ({ params: { id: await openReport() }, body: { note: 'Horaires corrigés.' } }),
  'POST /api/admin/reports/:id/dismiss': async () => ({ params: { id: await openReport() }, body: { note: 'Rien à corriger.' } }),
  'GET /api/admin/inbox': () => ({}),
  'POST /api/admin/inbox/:id/status': () => ({ params: { id: inboxId }, body: { status: 'read' } }),
  'POST /api/admin/inbox/:id/reply': () => ({ params: { id: inboxId }, body: { body: 'Bonjour, c’est corrigé. Merci !' } }),
  'GET /api/admin/incidents': () => ({}),
  'POST /api/admin/incidents': () => ({ body: { title: 'Lenteurs de la recherche', impact: 'minor', status: 'investigating', message: 'Nous regardons.' } }),
  'POST /api/admin/incidents/:id/updates': () => ({ params: { id: incidentId }, body: { status: 'monitoring', message: 'Correctif déployé, nous surveillons.' } }),
  'GET /api/admin/audit': () => ({}),
  'GET /api/admin/scores/run': () => ({}),
  'GET /api/admin/scores/stale': () => ({}),
  'GET /api/admin/scores/flags': () => ({}),
  'GET /api/stats/public': () => ({}),
  'GET /api/health/services': () => ({}),
  // The address's hourly quota forgotten first: every try is a first message.
  'POST /api/contact': async () => {
    await forgetQuotas('contact:ip:*');
    return { body: { firstName: 'Rim', lastName: 'Naciri', email: 'rim@example.ma', subject: 'support', message: 'Bonjour, une question sur mon compte.' } };
  },
  'GET /api/status': () => ({}),
  'POST /api/status/subscriptions': () => ({ body: { email: `alerte.${uniqueHex()}@example.ma` } }),
  'POST /api/status/subscriptions/confirm': () => ({ body: { token: 'jeton-invente' }, admitted: 400 }),
  'POST /api/status/subscriptions/unsubscribe': () => ({ body: { token: 'jeton-invente' }, admitted: 400 }),
  'GET /api/site': () => ({}),
  'GET /api/places/:id/vote': () => mine(),
  'POST /api/places/:id/vote': () => ({ ...mine(), body: { value: 1 } }),
  'GET /api/places/:id/favorite': () => mine(),
  'POST /api/places/:id/favorite': () => mine(),
  'DELETE /api/places/:id/favorite': () => mine(),
  'GET /api/favorites': () => ({}),
  'POST /api/venues': async (actor) => ({
    session: actor === 'merchant' || actor === 'otherMerchant' ? (await signUp('merchant')).session : sessionOf(actor),
    body: { name: `Café Matrice ${uniqueHex()}`, categoryId: 'cafe', address: '3 rue Souika', city: 'Rabat' },
  }),
  'PATCH /api/venues/:id': () => ({ ...mine(), body: { description: 'Un riad calme au cœur de la médina.' } }),
  // The owner deletes a venue of their own made for the try; an admin goes through the admin route, with a reason (400 here).
  'DELETE /api/venues/:id': async (actor) => {
    if (actor === 'admin') return { ...mine(), admitted: 400 };
    if (actor !== 'merchant') return mine();
    const owner = await signUp('merchant');
    return { session: owner.session, params: { id: (await newVenue(owner.session, false)).id } };
  },
  'GET /api/merchant/venues': () => ({}),
  'GET /api/merchant/venues/:id': () => mine(),
  'GET /api/merchant/stats': () => ({}),
  'GET /api/merchant/onboarding': () => ({}),
  'PUT /api/merchant/goal': () => ({ body: { target: 20 } }),
  'GET /api/merchant/plan': () => ({}),
  'POST /api/merchant/upgrade': async (actor) => ({ session: actor === 'merchant' || actor === 'otherMerchant' ? (await signUp('merchant')).session : sessionOf(actor) }),
  'GET /api/tags': () => ({}),
  'POST /api/billing/stripe/webhook': () => stripeEvent(),
  'GET /api/billing/plan-requests': () => ({}),
  'POST /api/billing/plan-requests/:id/grant': async () => {
    const requester = await signUp('merchant');
    ok(await call('POST', '/api/merchant/upgrade', { session: requester.session }), 'upgrade request');
    const [row] = await queryE2eDatabase<{ id: string }>(`select id from auth.plan_requests where user_id = $1`, [requester.id]);
    return { params: { id: row.id } };
  },
  'GET /api/merchant/venues/:id/photos': () => mine(),
  'POST /api/merchant/venues/:id/photos': async () => ({ ...mine(), file: { bytes: await jpeg(40), name: 'terrasse.jpg', type: 'image/jpeg' } }),
  'PUT /api/merchant/venues/:id/photos/order': async () => {
    const photos = (await call<PhotoDto[]>('GET', `/api/merchant/venues/${venue.id}/photos`, { session: people.merchant.session })).body;
    return { ...mine(), body: { photoIds: photos.map((each) => each.id).reverse() } };
  },
  'POST /api/merchant/venues/:id/photos/:photoId/cover': () => mine({ photoId: photo.id }),
  'DELETE /api/merchant/venues/:id/photos/:photoId': async (actor) => mine({ photoId: servedByOwnerRoute(actor) ? (await newPhoto()).id : photo.id }),
  'GET /api/photos/:id/:size': () => ({ params: { id: photo.id, size: 'card' } }),
  'GET /api/merchant/venues/:id/verification': () => mine(),
  'POST /api/merchant/venues/:id/verification/documents': () => ({ ...mine(), query: { kind: 'venue_photo' }, file: { bytes: PDF, name: 'facture.pdf', type: 'application/pdf' } }),
  'DELETE /api/merchant/venues/:id/verification/documents/:documentId': async (actor) => {
    if (!servedByOwnerRoute(actor)) return mine({ documentId: documentId() });
    const documents = (await newDocument()).documents;
    return mine({ documentId: documents[documents.length - 1].id });
  },
  'POST /api/merchant/venues/:id/verification/submit': async (actor) => {
    // Each admitted caller sends a venue of the owner's with the three required documents.
    if (!servedByOwnerRoute(actor)) return mine();
    const target = await newVenue(people.merchant.session, true);
    for (const kind of ['trade_register', 'proof_of_address', 'manager_identity']) {
      ok(await send('POST', API.verification.addDocument.path, { params: { id: target.id }, query: { kind }, file: { bytes: PDF, name: `${kind}.pdf`, type: 'application/pdf' } }, people.merchant.session), kind);
    }
    return { params: { id: target.id } };
  },
  'GET /api/documents/:id': () => ({ params: { id: documentId() }, query: Object.fromEntries(new URL(documentUrl, 'http://site').searchParams) }),
  'GET /api/admin/verifications': () => ({}),
  'GET /api/admin/verifications/:venueId': () => ({ params: { venueId: venue.id } }),
  'POST /api/admin/verifications/:venueId/decision': async (actor) => {
    if (actor !== 'admin') return { params: { venueId: venue.id }, body: { decision: 'approve' } };
    const submitted = await newVenue(people.merchant.session, true);
    for (const kind of ['trade_register', 'proof_of_address', 'manager_identity']) {
      ok(await send('POST', API.verification.addDocument.path, { params: { id: submitted.id }, query: { kind }, file: { bytes: PDF, name: `${kind}.pdf`, type: 'application/pdf' } }, people.merchant.session), kind);
    }
    ok(await call('POST', `/api/merchant/venues/${submitted.id}/verification/submit`, { session: people.merchant.session }), 'submission');
    return { params: { venueId: submitted.id }, body: { decision: 'approve' } };
  },
  'GET /api/connections': () => ({ query: { venueId: venue.id } }),
  'GET /api/connections/providers': () => ({}),
  'PATCH /api/connections/:id': async (actor) => ({ params: { id: servedByOwnerRoute(actor) ? await newConnection() : connectionId }, body: { isActive: false } }),
  'DELETE /api/connections/:id': async (actor) => ({ params: { id: servedByOwnerRoute(actor) ? await newConnection() : connectionId } }),
  // Replaced by the platforms' consent pages: gone for everyone.
  'POST /api/connections': () => ({ admitted: 410 }),
  'GET /api/login': () => ({ query: { returnTo: '/favoris' } }),
  'GET /api/login/callback': () => ({}),
  'GET /api/logout': async (actor) => ({ session: await anotherSession(actor) }),
  'GET /api/connections/:provider/authorize': () => ({ params: { provider: 'tiktok' }, query: { venueId: venue.id } }),
  'GET /api/connections/:provider/callback': () => ({ params: { provider: 'tiktok' } }),
  // Claiming a listing (issue 32 §2).
  'GET /api/claims': () => ({}),
  'GET /api/admin/claims': () => ({}),
  'POST /api/admin/claims/:id/approve': async (actor) => ({ params: { id: actor === 'admin' ? await pendingClaim() : randomUUID() } }),
  'POST /api/admin/claims/:id/refuse': async (actor) => ({ params: { id: actor === 'admin' ? await pendingClaim() : randomUUID() }, body: { reason: 'La preuve ne suffit pas.' } }),
  'GET /api/claims/:slug/connect/:provider': () => ({ params: { slug: venue.slug, provider: 'instagram' } }),
  // Each admitted caller claims a café of its own; the other merchant's Free plan is full (its one venue): claim_plan_full.
  'POST /api/claims/:slug/documents': async (actor) => ({
    params: { slug: actor === 'visitor' || actor === 'consumer' ? venue.slug : (await importedCafe()).slug },
    files: CLAIM_DOCUMENT_PARTS,
    ...(actor === 'otherMerchant' ? { admitted: 403 } : {}),
  }),
  'GET /api/admin/claims/documents/:id': async () => {
    const link = await claimDocumentUrl();
    return { params: { id: link.pathname.split('/').pop()! }, query: Object.fromEntries(link.searchParams) };
  },
};

export interface Operation {
  key: string;
  method: string;
  path: string;
  access?: RouteAccessRule & { navigation?: boolean };
}

export async function operations(): Promise<Operation[]> {
  const document = (await call<{ paths: Record<string, Record<string, { 'x-access'?: RouteAccessRule & { navigation?: boolean } }>> }>('GET', '/api/docs-json')).body;
  return Object.entries(document.paths).flatMap(([openApiPath, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
      return { key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, access: operation['x-access'] };
    }),
  );
}

export const CONTRACT_ROUTES = new Map<string, AnyApiRoute>();
(function collect(node: object) {
  for (const value of Object.values(node) as object[]) {
    if ('method' in value) CONTRACT_ROUTES.set(`${(value as AnyApiRoute).method} ${(value as AnyApiRoute).path}`, value as AnyApiRoute);
    else collect(value);
  }
})(API);

/**
 * Signs a caller in again when their shared session has ended or their role has changed (a fuzzed
 * request may be a valid one after all: a logout, a role change): the next requests run as them again.
 */
export async function keepSignedIn(actor: ActorName, role: string): Promise<void> {
  if (actor === 'visitor') return;
  const status = await call<AuthStatusDto>('GET', '/api/auth/status', { session: people[actor].session });
  if (status.body.user?.role === role) return;
  const session = await anotherSession(actor);
  const again = await call<AuthStatusDto>('GET', '/api/auth/status', { session });
  if (!session || again.body.user?.role !== role) throw new Error(`${actor} could not be signed in again as ${role}: ${JSON.stringify(again.body)}`);
  people[actor].session = session;
}

/** Signs every kind of caller in and makes the owner's resources. */
export async function buildWorld(): Promise<void> {
    people.admin = { id: admin.id, email: admin.email, session: await adminSession() };
    people.consumer = await signUp('consumer');
    people.merchant = await signUp('merchant');
    people.otherMerchant = await signUp('merchant');
    // The owner on Pro: the matrix gives them a few venues of their own (the free plan allows one).
    ok(await call('POST', `/api/admin/users/${people.merchant.id}/plan`, { session: people.admin.session, body: { plan: 'pro', reason: 'Matrice des droits' } }), 'pro plan');
    const onPro = await until(() => call<{ user: { subscription: string } }>('GET', '/api/auth/status', { session: people.merchant.session }), (answer) => answer.body.user.subscription === 'pro');
    if (onPro.body.user.subscription !== 'pro') throw new Error('the owner’s session never saw the Pro plan');
    venue = await newVenue(people.merchant.session, true);
    // Another merchant with a venue of their own, as on the platform.
    await newVenue(people.otherMerchant.session, true);
    photo = await newPhoto();
    documentUrl = (await newDocument()).documents[0].url;
    connectionId = await newConnection();
    await forgetQuotas('contact:ip:*');
    ok(await call('POST', '/api/contact', { body: { firstName: 'Rim', lastName: 'Naciri', email: `boite.${uniqueHex()}@example.ma`, subject: 'support', message: 'Bonjour, une question sur mon compte.' } }), 'contact');
    inboxId = ok(await call<{ items: InboxMessageDto[] }>('GET', '/api/admin/inbox', { session: people.admin.session }), 'inbox').items[0].id;
    incidentId = ok(await call<{ id: string }>('POST', '/api/admin/incidents', { session: people.admin.session, body: { title: 'Matrice', impact: 'minor', status: 'investigating', message: 'Test des droits.' } }), 'incident').id;
    openedIncidents.push(incidentId);
}

/** Leaves nothing behind that other test files would see. */
export async function cleanUpWorld(): Promise<void> {
    // The status page shows open incidents to every other test: each one the matrix opened is resolved.
    const incidents = await call<Array<{ id: string; title: string; status: string }>>('GET', '/api/admin/incidents', { session: people.admin.session });
    for (const incident of incidents.body.filter((each) => each.status !== 'resolved' && (openedIncidents.includes(each.id) || each.title === 'Lenteurs de la recherche'))) {
      await call('POST', `/api/admin/incidents/${incident.id}/updates`, { session: people.admin.session, body: { status: 'resolved', message: 'Résolu.' } });
    }
    await forgetQuotas('contact:ip:*');
}
