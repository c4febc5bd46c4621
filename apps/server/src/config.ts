import { resolve } from 'node:path';
import type { MapTiles } from '@groundwork/domain/app-config';
import { z } from 'zod';
import { defaultWebDist } from './lib/paths';

const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (['1', 'true', 'yes', 'on'].includes(value)) return true;
      if (['0', 'false', 'no', 'off'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * The origin of a tile server's URL template (`https://tile.openstreetmap.org/{z}/{x}/{y}.png` →
 * `https://tile.openstreetmap.org`), which the CSP lets images load from; undefined when it is no such template.
 * The placeholders must sit after the host: an origin that changed from tile to tile could not be named in the CSP.
 */
export function tileServerOrigin(urlTemplate: string): string | undefined {
  if (!/^https?:\/\/[^/?#{}]+\//i.test(urlTemplate)) return undefined;
  if (!['{z}', '{x}', '{y}'].every((placeholder) => urlTemplate.includes(placeholder))) return undefined;
  try {
    return new URL(urlTemplate).origin;
  } catch {
    return undefined;
  }
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().trim().min(3).default('Groundwork <no-reply@groundwork.local>'),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    SEED_DEMO: flag(true),
    REDIS_URL: optionalText.pipe(z.url().optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: optionalText,
    TRUST_PROXY: optionalText,
    CHECK_RESPONSES: flag(false),
    MAP_TILE_URL: optionalText.pipe(
      z
        .string()
        .refine((value) => tileServerOrigin(value) !== undefined, 'must be an http(s) URL template with {z}, {x} and {y} after the host')
        .optional(),
    ),
    MAP_TILE_ATTRIBUTION: z.string().trim().default(''),
    QUEUE_POLL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int('must be a whole number').min(0).max(60_000).default(1_000),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Stripe's API elsewhere (stripe-mock, a test stand-in): 'http://127.0.0.1:12111'. Unset: api.stripe.com. */
    STRIPE_API_URL: optionalText.pipe(z.url().optional()),
    /** Let webhooks reach private and loopback addresses (a receiver on this machine in tests and development). */
    WEBHOOKS_ALLOW_PRIVATE: flag(false),
    QUICKBOOKS_CLIENT_ID: optionalText,
    QUICKBOOKS_CLIENT_SECRET: optionalText,
    QUICKBOOKS_ENVIRONMENT: optionalText.pipe(z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }).default('sandbox')),
    /** Intuit's accounting API elsewhere (a local stand-in): 'http://127.0.0.1:12112'. Unset: Intuit's, by environment. */
    QUICKBOOKS_API_BASE: optionalText.pipe(z.url().optional()),
    /** Intuit's token and revoke endpoints elsewhere (a local stand-in). Unset: oauth.platform.intuit.com and developer.api.intuit.com. */
    QUICKBOOKS_OAUTH_BASE: optionalText.pipe(z.url().optional()),
  });

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Absolute. Holds the embedded database, its lock file and the generated JWT secret. */
  dataDir: string;
  /**
   * Required to serve with DATABASE_URL (every instance must share it; see serverSecret). In embedded
   * mode the app reads or creates DATA_DIR/jwt-secret. The admin CLI never needs it.
   */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  seedDemo: boolean;
  redisUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDist: string;
  trustProxy: boolean | number | string;
  /**
   * Check every response against its zod schema before sending (the tests turn it on). Off, responses are written
   * by the serializer compiled from the same schemas without checking them again (lib/serializer.ts).
   */
  checkResponses: boolean;
  /** The tile server the map picker draws from (MAP_TILE_URL); null: no map, coordinates are typed or imported. */
  mapTiles: MapTiles | null;
  /**
   * How often this instance looks for due background jobs (QUEUE_POLL_MS, default 1000). 0: it runs none — it still
   * queues them, for other instances to run.
   */
  queuePollMs: number;
  /** Online payment through Stripe: on only when both the secret key and the webhook secret are set. */
  stripe: StripeConfig | null;
  /**
   * Whether webhooks may be sent to private, loopback and link-local addresses (WEBHOOKS_ALLOW_PRIVATE, default off):
   * off, nobody can point a webhook at the server's own network.
   */
  webhooksAllowPrivate: boolean;
  /** Live QuickBooks Online sync: on only when both the OAuth client id and secret are set. */
  quickBooks: QuickBooksConfig | null;
}

export interface QuickBooksConfig {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** Intuit's endpoints, each overridable for a local stand-in; no trailing slash. */
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiBase: string;
}

/** Intuit's documented endpoints (developer.intuit.com, OAuth 2.0 and the Accounting API). */
export const INTUIT_AUTHORIZE_URL = 'https://appcenter.intuit.com/connect/oauth2';
export const INTUIT_TOKEN_URL = 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer';
export const INTUIT_REVOKE_URL = 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke';
export const INTUIT_API_BASES = { sandbox: 'https://sandbox-quickbooks.api.intuit.com', production: 'https://quickbooks.api.intuit.com' } as const;

function quickBooksConfig(e: z.infer<typeof envSchema>): QuickBooksConfig | null {
  if (!e.QUICKBOOKS_CLIENT_ID || !e.QUICKBOOKS_CLIENT_SECRET) return null;
  const oauthBase = e.QUICKBOOKS_OAUTH_BASE?.replace(/\/+$/, '');
  return {
    clientId: e.QUICKBOOKS_CLIENT_ID,
    clientSecret: e.QUICKBOOKS_CLIENT_SECRET,
    environment: e.QUICKBOOKS_ENVIRONMENT,
    authorizeUrl: INTUIT_AUTHORIZE_URL,
    // The stand-in answers both at Intuit's paths.
    tokenUrl: oauthBase ? `${oauthBase}/oauth2/v1/tokens/bearer` : INTUIT_TOKEN_URL,
    revokeUrl: oauthBase ? `${oauthBase}/v2/oauth2/tokens/revoke` : INTUIT_REVOKE_URL,
    apiBase: e.QUICKBOOKS_API_BASE?.replace(/\/+$/, '') ?? INTUIT_API_BASES[e.QUICKBOOKS_ENVIRONMENT],
  };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where Stripe's API is, when not api.stripe.com (a local stand-in in tests). */
  apiUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // a comma-separated list of trusted addresses or CIDR ranges
}

/** The only place that reads the environment. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? defaultWebDist()),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    checkResponses: e.CHECK_RESPONSES,
    mapTiles: e.MAP_TILE_URL ? { urlTemplate: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION } : null,
    queuePollMs: e.QUEUE_POLL_MS,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL } : null,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    quickBooks: quickBooksConfig(e),
  };
}

/**
 * The secret that signs session tokens. With PostgreSQL several instances may share one database, so
 * they must share one secret from the environment; the embedded database keeps a generated one.
 */
export function serverSecret(config: Config, generate: (dataDir: string) => string): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: is required when DATABASE_URL is set (at least 32 characters, the same on every instance)');
  }
  return generate(config.dataDir);
}
