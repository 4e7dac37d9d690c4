import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, Validate, ValidateIf, ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { tileOrigin } from '../map/tile-url.js';
import { DEFAULT_URLS, IntInRange, metricsPortOf, processNamed, ProcessEnv } from '@lieux/platform';

/** A provider reached over plain http is for a developer machine or a test: production talks to it over TLS only. */
@ValidatorConstraint({ name: 'httpsInProduction' })
class HttpsInProduction implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return (args.object as { NODE_ENV?: string }).NODE_ENV !== 'production' || value === '' || String(value).startsWith('https://');
  }

  defaultMessage(): string {
    return 'must be an https URL in production';
  }
}

/** The legal notice's facts (docs/legal.md): a production site without them is not lawful, so it does not start. */
@ValidatorConstraint({ name: 'requiredInProduction' })
class RequiredInProduction implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return (args.object as { NODE_ENV?: string }).NODE_ENV !== 'production' || (typeof value === 'string' && value.trim() !== '');
  }

  defaultMessage(): string {
    return 'is required in production: the legal notice states it (docs/legal.md)';
  }
}

/** A raster tile template of one host (`tileOrigin`): the CSP opens exactly that host. */
@ValidatorConstraint({ name: 'tileUrlTemplate' })
class TileUrlTemplate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return value === '' || (typeof value === 'string' && tileOrigin(value) !== null);
  }

  defaultMessage(): string {
    return 'must be an http(s) tile URL of one host with {z}, {x} and {y} (no {s} subdomains), e.g. https://tiles.example.ma/{z}/{x}/{y}.png, or empty';
  }
}

export class GatewayEnv extends ProcessEnv {
  @IntInRange(1, 65535)
  PORT: number = 3000;

  @IsString()
  HOST: string = '0.0.0.0';

  /** Prometheus's `/metrics`, on a port of its own: never on the public PORT (docs/metrics.md). */
  @IntInRange(1, 65535)
  METRICS_PORT: number = metricsPortOf(processNamed('gateway'));

  /** Loopback by default (a developer machine); k8s sets 0.0.0.0 so Prometheus reaches the pod. */
  @IsString()
  METRICS_HOST: string = '127.0.0.1';

  /** The built web app (Vite output). Empty: the repo's web/dist next to this gateway. */
  @IsOptional()
  @IsString()
  WEB_DIST: string = '';

  /** The sessions' Redis. */
  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL: string = DEFAULT_URLS.REDIS_URL;

  /** Namespace of the gateway's Redis keys (`<prefix>:session:…`); tests give each run its own. */
  @Matches(/^[a-z0-9_:-]+$/i)
  REDIS_PREFIX: string = 'lieux';

  /** How long a session lives after sign-in (DESIGN.md rule 7: 30 days). */
  @IntInRange(1, 365)
  SESSION_TTL_DAYS: number = 30;

  /** Sign-up attempts one address may make per hour (shared addresses, mobile networks: not too low). */
  @IntInRange(1, 100_000)
  SIGNUP_LIMIT_PER_IP_PER_HOUR: number = 20;

  /** Forgot-password requests one address may make per hour (each may send a mail). */
  @IntInRange(1, 100_000)
  PASSWORD_RESET_LIMIT_PER_IP_PER_HOUR: number = 10;

  /**
   * Origins, besides the gateway's own, whose state-changing requests are accepted (comma-separated,
   * e.g. `https://lieux.ma`). Requests from any other Origin (or Referer) get 403.
   */
  @IsOptional()
  @IsString()
  ALLOWED_ORIGINS: string = '';

  /** How many proxies in front of the gateway may set X-Forwarded-For (0: trust none). */
  @IntInRange(0, 5)
  TRUST_PROXY_HOPS: number = 0;

  /** Largest JSON body accepted, in bytes. */
  @IntInRange(1024)
  BODY_LIMIT_BYTES: number = 1_048_576;

  /**
   * Slow clients (issue 16): the whole request, a 10 Mo upload on a slow line included, must arrive
   * within REQUEST_TIMEOUT_MS, and its headers within HEADERS_TIMEOUT_MS; past either, 408 and the
   * connection closed, so a client trickling bytes cannot hold connections open.
   */
  @IntInRange(1000, 600_000)
  REQUEST_TIMEOUT_MS: number = 120_000;

  @IntInRange(1000, 600_000)
  HEADERS_TIMEOUT_MS: number = 20_000;

  // Content (issue 9).
  /** Contact messages one address may send per hour (each mails the support team). */
  @IntInRange(1, 100_000)
  CONTACT_LIMIT_PER_IP_PER_HOUR: number = 5;

  /** Status alert subscriptions one address may ask per hour (each sends a mail). */
  @IntInRange(1, 100_000)
  STATUS_SUBSCRIPTION_LIMIT_PER_IP_PER_HOUR: number = 10;

  /**
   * State changes (any method but GET/HEAD/OPTIONS) one address may send per minute, all routes
   * together (issue 16). A café's Wi-Fi is many people behind one address, each page view a visit
   * beacon: ten a second, where one account gets one.
   */
  @IntInRange(1, 10_000_000)
  WRITE_LIMIT_PER_IP_PER_MINUTE: number = 600;

  /** State changes one signed-in account may send per minute, from wherever it is. */
  @IntInRange(1, 10_000_000)
  WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: number = 60;

  // Votes and favourites (issue 8).
  /** Votes (POST /api/places/{id}/vote) one signed-in person may send per minute. */
  @IntInRange(1, 1_000_000)
  VOTE_LIMIT_PER_USER_PER_MINUTE: number = 30;

  /** Votes one address may send per minute, all its people together (a café's Wi-Fi is many people). */
  @IntInRange(1, 1_000_000)
  VOTE_LIMIT_PER_IP_PER_MINUTE: number = 300;

  /** The footer's facts, served by `GET /api/site`. */
  @IsString()
  SITE_CITY: string = 'Casablanca';

  @IsString()
  SITE_COUNTRY: string = 'Maroc';

  @IsEmail({}, { message: 'must be an e-mail address' })
  SITE_EMAIL: string = 'contact@lieux.ma';

  /** Where the GDPR page sends people who prefer e-mail to its form. */
  @IsEmail({}, { message: 'must be an e-mail address' })
  SITE_PRIVACY_EMAIL: string = 'confidentialite@lieux.ma';

  @Matches(/^\+?[0-9 ]{6,20}$/, { message: 'must be a phone number, e.g. +212 5 22 00 00 00' })
  SITE_PHONE: string = '+212 5 22 00 00 00';

  /** Social accounts (empty: not shown). */
  @IsOptional()
  @IsString()
  SITE_INSTAGRAM_URL: string = 'https://www.instagram.com/lieux.ma';

  @IsOptional()
  @IsString()
  SITE_TIKTOK_URL: string = 'https://www.tiktok.com/@lieux.ma';

  @IsOptional()
  @IsString()
  SITE_FACEBOOK_URL: string = 'https://www.facebook.com/lieux.ma';

  @IsOptional()
  @IsString()
  SITE_LINKEDIN_URL: string = 'https://www.linkedin.com/company/lieux-ma';

  // ── The publisher's legal facts (the legal notice; docs/legal.md). Required in production; elsewhere
  // empty is allowed and the legal notice says the fact is not given on this instance. ──

  /** The company that publishes the site. */
  @IsString()
  @Validate(RequiredInProduction)
  SITE_COMPANY: string = '';

  /** Its legal form and share capital, e.g. « Société à responsabilité limitée au capital de 100 000 MAD ». */
  @IsString()
  @Validate(RequiredInProduction)
  SITE_LEGAL_FORM: string = '';

  @IsString()
  @Validate(RequiredInProduction)
  SITE_REGISTERED_OFFICE: string = '';

  /** The trade register (registre du commerce): its court and number, e.g. « RC Casablanca 123456 ». */
  @IsString()
  @Validate(RequiredInProduction)
  SITE_TRADE_REGISTER: string = '';

  /** The Identifiant Commun de l'Entreprise: 15 digits. */
  @Matches(/^([0-9]{15})?$/, { message: 'must be the 15 digits of the ICE, or empty' })
  @Validate(RequiredInProduction)
  SITE_ICE: string = '';

  /** The host of the site and its data: name and address. */
  @IsString()
  @Validate(RequiredInProduction)
  SITE_HOST: string = '';

  /** The receipt number of the declaration of the processing to the CNDP (law 09-08). */
  @IsString()
  @Validate(RequiredInProduction)
  SITE_CNDP_RECEIPT: string = '';

  /** The response cache of public reads (gateway/src/cache): `off` sends every read to its service. */
  @IsIn(['on', 'off'])
  GATEWAY_CACHE: 'on' | 'off' = 'on';

  /** How long a cached answer lives when no event invalidates it first. */
  @IntInRange(1, 86_400)
  GATEWAY_CACHE_TTL_S: number = 60;

  /** Past this many cached answers the oldest goes. */
  @IntInRange(1)
  GATEWAY_CACHE_MAX_ENTRIES: number = 5000;

  /**
   * A cached list (feeds, popular searches, the map, the public figures) is fresh this long, then served
   * at most GATEWAY_CACHE_LIST_STALE_S more while read again in the background: their sum is the most a
   * list lags behind a vote, a score or a new venue (docs/performance.md, "Gateway response cache").
   */
  @IntInRange(1, 3600)
  GATEWAY_CACHE_LIST_FRESH_S: number = 5;

  @IntInRange(0, 3600)
  GATEWAY_CACHE_LIST_STALE_S: number = 5;

  /** A search (other than the home page's) is cached once asked this many times within a minute (and the one before). */
  @IntInRange(1, 1000)
  GATEWAY_CACHE_SEARCH_POPULAR_AFTER: number = 3;

  /**
   * Public pages rendered on the server for anonymous readers (docs/architecture.md, "Pages rendered
   * on the server"): `off` sends every page as the web app's index.html, for the browser to render.
   */
  @IsIn(['on', 'off'])
  WEB_SSR: 'on' | 'off' = 'on';

  /** Past this many rendered pages in memory the oldest goes (a page is about 60–100 KB; with GATEWAY_CACHE=on). */
  @IntInRange(1)
  WEB_SSR_CACHE_MAX_ENTRIES: number = 1000;

  // ── External sign-in, OpenID Connect (docs/architecture.md, "External sign-in") ──

  /** Where people open the site: the OpenID callback is `${PUBLIC_URL}/api/login/callback`; sitemaps and venue pages' canonical links start with it. */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'must be an http(s) origin without a trailing slash, e.g. https://lieux.ma' })
  PUBLIC_URL: string = 'http://localhost:3000';

  /**
   * The OpenID provider's issuer URL (its discovery document is `<issuer>/.well-known/openid-configuration`).
   * Empty: no external sign-in (`/api/login` sends the browser back to the login screen, which says so),
   * whatever OIDC_CLIENT_ID and OIDC_CLIENT_SECRET hold. https in production; http is accepted elsewhere (a local provider).
   */
  @IsOptional()
  @Matches(/^(https?:\/\/[^\s]+)?$/, { message: 'must be the provider’s http(s) issuer URL, or empty' })
  @Validate(HttpsInProduction)
  OIDC_ISSUER: string = '';

  /** The client id this platform has at the provider; required with OIDC_ISSUER. */
  @ValidateIf((env: GatewayEnv) => env.OIDC_ISSUER !== '')
  @IsNotEmpty({ message: 'is required when OIDC_ISSUER is set' })
  OIDC_CLIENT_ID: string = '';

  /** The client's secret (a Kubernetes Secret in production; never logged); required with OIDC_ISSUER. */
  @ValidateIf((env: GatewayEnv) => env.OIDC_ISSUER !== '')
  @IsNotEmpty({ message: 'is required when OIDC_ISSUER is set' })
  OIDC_CLIENT_SECRET: string = '';

  // ── Payments, Stripe (issue 10, docs/merchant.md) ──

  /**
   * Stripe's secret API key (`sk_test_…`, `sk_live_…`; a Kubernetes Secret, never logged). Empty: no
   * online payment — `POST /api/merchant/upgrade` records a request an admin grants.
   */
  @IsOptional()
  @Matches(/^(sk_(test|live)_[A-Za-z0-9]+|rk_(test|live)_[A-Za-z0-9]+)?$/, { message: 'must be a Stripe secret key (sk_test_…, sk_live_…), or empty' })
  STRIPE_SECRET_KEY: string = '';

  /** The webhook endpoint's signing secret (`whsec_…`); required with STRIPE_SECRET_KEY. Empty: `POST /api/billing/stripe/webhook` answers 404. */
  @ValidateIf((env: GatewayEnv) => env.STRIPE_SECRET_KEY !== '' || env.STRIPE_WEBHOOK_SECRET !== '')
  @Matches(/^whsec_[A-Za-z0-9]+$/, { message: 'must be the webhook signing secret (whsec_…), required when STRIPE_SECRET_KEY is set' })
  STRIPE_WEBHOOK_SECRET: string = '';

  /** The Stripe Price of Pro (`price_…`, 29 EUR per month); required with STRIPE_SECRET_KEY. */
  @ValidateIf((env: GatewayEnv) => env.STRIPE_SECRET_KEY !== '')
  @Matches(/^price_[A-Za-z0-9]+$/, { message: 'must be the Stripe Price id of Pro (price_…), required when STRIPE_SECRET_KEY is set' })
  STRIPE_PRICE_PRO: string = '';

  // ── The map (issue 27, docs/map.md) ──

  /**
   * Raster tiles under the offline base map's markers: a `{z}/{x}/{y}` template of one host, whose
   * origin the Content-Security-Policy opens (img-src, connect-src). Empty: the offline base map
   * alone. https in production. Read the provider's usage policy first (docs/map.md).
   */
  @IsOptional()
  @Validate(TileUrlTemplate)
  @Validate(HttpsInProduction)
  MAP_TILE_URL: string = '';

  /** The credit the tile provider requires, shown on every map; required with MAP_TILE_URL. */
  @ValidateIf((env: GatewayEnv) => env.MAP_TILE_URL !== '')
  @IsNotEmpty({ message: 'is required when MAP_TILE_URL is set (the provider’s attribution)' })
  MAP_TILE_ATTRIBUTION: string = '';

  /** The strongest zoom the provider serves. */
  @IntInRange(1, 22)
  MAP_TILE_MAX_ZOOM: number = 19;
}
