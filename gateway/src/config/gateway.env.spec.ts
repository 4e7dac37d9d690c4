import { loadEnv } from '@lieux/platform';
import { GatewayEnv } from './gateway.env.js';

/** The external sign-in settings, checked at start-up: one line naming the variable, never its value. */
describe('the gateway’s OpenID settings', () => {
  const load = (source: Record<string, string>) => () => loadEnv(GatewayEnv, source);

  it('means no external sign-in when OIDC_ISSUER is empty, whatever the client id and secret hold', () => {
    expect(load({})().OIDC_ISSUER).toBe('');
    expect(load({ OIDC_CLIENT_SECRET: 'change-me' })).not.toThrow();
  });

  it('needs the client id and secret with an issuer', () => {
    expect(load({ OIDC_ISSUER: 'https://id.example.ma' })).toThrow(/OIDC_CLIENT_ID: is required when OIDC_ISSUER is set; OIDC_CLIENT_SECRET: is required/);
    expect(load({ OIDC_ISSUER: 'https://id.example.ma', OIDC_CLIENT_ID: 'lieux', OIDC_CLIENT_SECRET: 's3cret' })().OIDC_CLIENT_ID).toBe('lieux');
  });

  it('refuses a plain-http provider in production, and never prints the secret', () => {
    const production = load({ NODE_ENV: 'production', OIDC_ISSUER: 'http://id.example.ma', OIDC_CLIENT_ID: 'lieux', OIDC_CLIENT_SECRET: 'tres-secret' });
    expect(production).toThrow(/OIDC_ISSUER: must be an https URL in production/);
    expect(production).not.toThrow(/tres-secret/);
    expect(load({ NODE_ENV: 'development', OIDC_ISSUER: 'http://127.0.0.1:4000', OIDC_CLIENT_ID: 'lieux', OIDC_CLIENT_SECRET: 's' })).not.toThrow();
  });

  it('wants the webhook secret and the Pro price with a Stripe secret key, and takes a webhook secret alone', () => {
    expect(load({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: must be the webhook signing secret.*STRIPE_PRICE_PRO: must be the Stripe Price id/);
    expect(load({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PRICE_PRO: 'price_123' })().STRIPE_PRICE_PRO).toBe('price_123');
    expect(load({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).not.toThrow();
    expect(load({ STRIPE_SECRET_KEY: 'pk_test_public' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

/** The legal notice's facts (docs/legal.md): required in production, one line naming each missing one. */
describe('the gateway’s legal facts', () => {
  const load = (source: Record<string, string>) => () => loadEnv(GatewayEnv, source);
  const facts = {
    SITE_COMPANY: 'Lieux SARL',
    SITE_LEGAL_FORM: 'Société à responsabilité limitée au capital de 100 000 MAD',
    SITE_REGISTERED_OFFICE: '12 boulevard d’Anfa, 20000 Casablanca',
    SITE_TRADE_REGISTER: 'RC Casablanca 123456',
    SITE_ICE: '001234567000089',
    SITE_HOST: 'Hébergeur SA, Casablanca',
    SITE_CNDP_RECEIPT: 'D-W-123/2026',
  };

  it('stops a production gateway that lacks one, naming each one missing', () => {
    expect(load({ NODE_ENV: 'production' })).toThrow(/SITE_COMPANY: is required in production.*SITE_CNDP_RECEIPT: is required in production/s);
    expect(load({ NODE_ENV: 'production', ...facts, SITE_HOST: '  ' })).toThrow(/SITE_HOST: is required in production/);
    expect(load({ NODE_ENV: 'production', ...facts })().SITE_TRADE_REGISTER).toBe('RC Casablanca 123456');
  });

  it('lets an instance outside production go without them, and takes an ICE of 15 digits only', () => {
    expect(load({ NODE_ENV: 'development' })().SITE_ICE).toBe('');
    expect(load({ SITE_ICE: '12345' })).toThrow(/SITE_ICE: must be the 15 digits of the ICE/);
  });
});
