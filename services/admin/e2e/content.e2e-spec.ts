import pg from 'pg';
import type { ApiErrorBody, MessageDto, StatusDto } from '@lieux/contracts';
import { TestSmtpServer, uniqueHex } from '@lieux/testing';
import { controlProcess, e2eSetting, forgetQuotas } from '@lieux/testing/e2e';

// Contact and status through the gateway, with the whole platform running (the e2e global setup):
// the admin service stores, the mail relay sends when the SMTP server is there, the status page is live.

const baseUrl = () => e2eSetting('E2E_BASE_URL');
const SUPPORT_EMAIL = 'contact@lieux.ma';

function postContact(body: object): Promise<Response> {
  return fetch(`${baseUrl()}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function storedMessages(email: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: e2eSetting('E2E_DATABASE_URL') });
  await client.connect();
  try {
    return (await client.query('select subject, request_type, status, message from admin.contact_messages where email = $1', [email])).rows;
  } finally {
    await client.end();
  }
}

const clearContactLimit = () => forgetQuotas('contact:ip:*');

async function status(): Promise<StatusDto> {
  const response = await fetch(`${baseUrl()}/api/status`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as StatusDto;
}

/** Asks /api/status until `accept` holds (the recorder and the services settle in a few seconds). */
async function statusUntil(accept: (status: StatusDto) => boolean, timeoutMs = 20_000): Promise<StatusDto> {
  const deadline = Date.now() + timeoutMs;
  let last = await status();
  while (!accept(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    last = await status();
  }
  return last;
}

const stateOf = (snapshot: StatusDto) => Object.fromEntries(snapshot.services.map((service) => [service.id, service.status]));

const valid = (email: string) => ({ firstName: 'Salma', lastName: 'Bennani', email, subject: 'support', message: 'Bonjour, je n’arrive pas à me connecter.' });

describe('POST /api/contact', () => {
  beforeAll(clearContactLimit);
  afterAll(clearContactLimit);

  it('refuses bad input with the French message of each field, never a 5xx', async () => {
    const response = await postContact({ firstName: 'S', lastName: '', email: 'pas-un-email', subject: 'divers', message: 'court' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.code).toBe('validation_failed');
    const messages = Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.messages[0]]));
    expect(messages).toEqual({
      firstName: 'Le prénom doit contenir au moins 2 caractères',
      lastName: 'Le nom doit contenir au moins 2 caractères',
      email: 'Email invalide',
      subject: 'Choisissez un sujet',
      message: 'Le message doit contenir au moins 10 caractères',
    });
    const gdpr = await postContact({ ...valid('rgpd@example.ma'), subject: 'gdpr' });
    expect(gdpr.status).toBe(400);
    expect(((await gdpr.json()) as ApiErrorBody).errors).toEqual([{ field: 'requestType', messages: ['Choisissez le type de demande'] }]);
  });

  it('stores the message while the mail server is down, and mails support once it is back', async () => {
    const email = `contact-${uniqueHex()}@example.ma`;
    const response = await postContact({ ...valid(email), message: `Message ${email} envoyé sans serveur de mail.` });
    expect(response.status).toBe(201);
    expect(((await response.json()) as MessageDto).message).toBe('Merci ! Votre message a bien été envoyé. Nous vous répondrons sous 48 h.');
    expect(await storedMessages(email)).toEqual([{ subject: 'support', request_type: null, status: 'new', message: `Message ${email} envoyé sans serveur de mail.` }]);

    // Nothing listens on the stack's SMTP port yet: the relay keeps the mail and retries with back-off.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const smtp = await TestSmtpServer.start(Number(e2eSetting('E2E_SMTP_PORT')));
    try {
      const mail = await smtp.waitFor(SUPPORT_EMAIL, 30_000, (received) => received.text.includes(email));
      expect(mail.subject).toBe('[Contact] Support technique — Salma Bennani');
    } finally {
      await smtp.stop();
    }
  });

  it('files a GDPR request with its type', async () => {
    const email = `rgpd-${uniqueHex()}@example.ma`;
    const response = await postContact({ ...valid(email), subject: 'gdpr', requestType: 'portability' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as MessageDto).message).toContain('sous 30 jours');
    expect(await storedMessages(email)).toMatchObject([{ subject: 'gdpr', request_type: 'portability' }]);
  });

  it('answers a bot that filled the hidden field as if sent, and stores nothing', async () => {
    const email = `bot-${uniqueHex()}@example.ma`;
    const response = await postContact({ ...valid(email), website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await storedMessages(email)).toEqual([]);
  });

  it('limits the messages of one address per hour: 429 in French with Retry-After', async () => {
    await clearContactLimit();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) answers.push((await postContact(valid(`limite-${uniqueHex()}@example.ma`))).status);
    expect(answers).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
    const refused = await postContact(valid('limite@example.ma'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: 'Trop de tentatives, réessayez dans quelques minutes.', code: 'rate_limited' });
  });
});

describe('GET /api/status', () => {
  it('reports the six lines measured now, with the uptime recorded by the admin service', async () => {
    const snapshot = await statusUntil((current) => current.overall.status === 'operational' && current.services.every((service) => service.uptime !== null));
    expect(snapshot.services.map((service) => service.name)).toEqual(['API principale', 'Base de données', 'Authentification', 'Réseaux sociaux', 'Interface web', 'CDN et ressources']);
    expect(stateOf(snapshot)).toEqual({ api: 'operational', database: 'operational', auth: 'operational', social: 'operational', web: 'operational', cdn: 'operational' });
    for (const service of snapshot.services) {
      expect(service.responseTime).toEqual(expect.any(Number));
      expect(service.days).toHaveLength(90);
    }
    expect(snapshot.history).toBe('available');
    expect(snapshot.incidents).toEqual([]);
    expect(Math.abs(Date.parse(snapshot.overall.lastUpdated) - Date.now())).toBeLessThan(10_000);
  });

  it('shows a stopped service as down at once, and the platform as degraded', async () => {
    await controlProcess('stop', 'connections');
    try {
      const snapshot = await status();
      expect(stateOf(snapshot)).toMatchObject({ api: 'degraded', social: 'outage', auth: 'operational', database: 'operational' });
      expect(snapshot.overall.status).toBe('outage');
    } finally {
      await controlProcess('start', 'connections');
    }
    expect(stateOf(await statusUntil((current) => current.overall.status === 'operational'))).toMatchObject({ social: 'operational' });
  });

  it('still answers while the admin service is stopped: live states, history unavailable', async () => {
    await controlProcess('stop', 'admin');
    try {
      const snapshot = await status();
      expect(snapshot.history).toBe('unavailable');
      expect(snapshot.services.every((service) => service.uptime === null)).toBe(true);
      expect(stateOf(snapshot)).toMatchObject({ api: 'degraded', auth: 'operational', web: 'operational', cdn: 'operational' });
    } finally {
      await controlProcess('start', 'admin');
    }
    expect((await statusUntil((current) => current.history === 'available')).history).toBe('available');
  });

  it('accepts an alert subscription in French, and refuses an unknown link', async () => {
    const subscribe = await fetch(`${baseUrl()}/api/status/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `alertes-${uniqueHex()}@example.ma` }),
    });
    expect(subscribe.status).toBe(202);
    expect(await subscribe.json()).toEqual({ message: 'Vérifiez votre boîte mail : un lien de confirmation vient de vous être envoyé.' });
    const confirm = await fetch(`${baseUrl()}/api/status/subscriptions/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: 'inconnu' }) });
    expect(confirm.status).toBe(400);
    expect(await confirm.json()).toEqual({ message: 'Ce lien n’est pas valide ou a déjà servi.', code: 'status_token_invalid' });
  });
});

describe('GET /api/site', () => {
  it('serves the footer’s and the legal notice’s facts from the configuration, cacheable', async () => {
    const response = await fetch(`${baseUrl()}/api/site`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    // The e2e stack sets its own address and some legal facts (issue 30); the others keep their defaults, empty outside production.
    expect(await response.json()).toMatchObject({
      city: 'Casablanca',
      country: 'Maroc',
      email: e2eSetting('E2E_SITE_EMAIL'),
      phone: '+212 5 22 00 00 00',
      legal: { company: e2eSetting('E2E_SITE_COMPANY'), tradeRegister: e2eSetting('E2E_SITE_TRADE_REGISTER'), ice: '', cndpReceipt: '' },
    });
  });
});
