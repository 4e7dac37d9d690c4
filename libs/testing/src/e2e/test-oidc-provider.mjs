// A real OpenID Connect provider for the e2e tests (`oidc-provider`, the certified implementation),
// with people the tests register and interactions they complete without a login form. Plain
// JavaScript: the e2e global setup starts it before the platform, whose gateway is configured with it.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/**
 * Starts the provider on `port` (127.0.0.1) with one confidential client for `redirectUri`.
 * Test-only routes beside the provider's own:
 * - `POST /test/accounts` `{ sub, email, email_verified, given_name, family_name }` registers a person;
 * - `GET /interaction/:uid` a page with one link per person and a "Refuser" link (what a browser sees);
 * - `GET /interaction/:uid/login?account=<sub>` signs that person in and grants the client's scopes;
 * - `GET /interaction/:uid/deny` refuses (the client gets `error=access_denied`).
 */
export async function startTestOidcProvider({ port, clientId, redirectUri }) {
  const issuer = `http://127.0.0.1:${port}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map();
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ sub, name: `${claims.given_name ?? ''} ${claims.family_name ?? ''}`.trim(), ...claims }) } : undefined;
    },
  });
  const handle = provider.callback();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const interaction = /^\/interaction\/([^/]+)(\/login|\/deny)?$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/test/accounts') return void registerAccount(request, response, accounts);
    if (request.method === 'GET' && interaction) return void completeInteraction(provider, request, response, interaction[2], url.searchParams.get('account'), accounts).catch((error) => response.writeHead(500).end(String(error)));
    return handle(request, response);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return { issuer, clientId, clientSecret, close: () => new Promise((resolve) => server.close(resolve)) };
}

function registerAccount(request, response, accounts) {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const claims = JSON.parse(body);
    accounts.set(claims.sub, claims);
    response.writeHead(204).end();
  });
}

async function completeInteraction(provider, request, response, action, account, accounts) {
  const details = await provider.interactionDetails(request, response);
  if (action === '/deny') {
    return provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'refusé par la personne' }, { mergeWithLastSubmission: false });
  }
  if (action === '/login') {
    if (!accounts.has(account)) return void response.writeHead(404).end('unknown test account');
    const grant = new provider.Grant({ accountId: account, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    return provider.interactionFinished(request, response, { login: { accountId: account }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }
  const links = [...accounts.values()].map((claims) => `<li><a href="/interaction/${details.uid}/login?account=${encodeURIComponent(claims.sub)}">Se connecter comme ${claims.email}</a></li>`).join('');
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Fournisseur de test</title><h1>Fournisseur OpenID de test</h1><ul>${links}</ul><a href="/interaction/${details.uid}/deny">Refuser</a>`);
}
