import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { partial } from 'zod/mini';
import { PHONE_VERIFIER_CHANNELS, type PhoneVerifierChannel } from '../../contract/account';
import { GAME_TYPES } from '../../contract/domain';
import { gameTypeSchema } from '../../contract/schemas/domain';
import { REGISTER_FIELDS, WHITELABEL_FLAGS, type WhitelabelFlag } from '../../contract/site';
import { fieldRuleSchema } from '../../contract/schemas/site';
import { DEVELOPMENT_SECRETS, identityProviderProblems, ProductionRefusal, productionProblems } from './production-rules';

const DEFAULT_FLAGS: Record<WhitelabelFlag, boolean> = Object.fromEntries(
  WHITELABEL_FLAGS.map((flag) => [flag, !['FACEBOOKLOGIN3', 'GOOGLELOGIN3'].includes(flag)]),
) as Record<WhitelabelFlag, boolean>;

/** A provider reached by the OAuth code flow at these addresses instead of OpenID discovery: the identity comes from `profile`. */
const oauthEndpointsSchema = z.object({ authorization: z.url(), token: z.url(), profile: z.url() });

const identityProviderSchema = (issuer: string, endpoints?: z.input<typeof oauthEndpointsSchema>) =>
  z
    .object({
      issuer: z.url().default(issuer),
      clientId: z.string().min(1).optional(),
      clientSecret: z.string().min(1).optional(),
      endpoints: endpoints ? oauthEndpointsSchema.nullable().default(endpoints) : oauthEndpointsSchema.nullable().default(null),
    })
    .prefault({});

/** Facebook's web login is OAuth (its OpenID metadata serves no code exchange): its dialog, its token and the Graph profile. */
const FACEBOOK_OAUTH = {
  authorization: 'https://www.facebook.com/v21.0/dialog/oauth',
  token: 'https://graph.facebook.com/v21.0/oauth/access_token',
  profile: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
};

const configSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Unset: 127.0.0.1 while development tools are on (they must never face the network), else 0.0.0.0. */
  host: z.string().optional(),
  dataDir: z.string().default('data'),
  databaseUrl: z.string().optional(),
  distDir: z.string().default('dist'),
  merchantCode: z.string().default('TALA'),
  siteName: z.string().default('Tala'),
  currency: z
    .object({ code: z.string(), symbol: z.string(), decimals: z.number().int() })
    .default({ code: 'PHP', symbol: '₱', decimals: 2 }),
  ageLimit: z.coerce.number().int().min(18).max(99).default(21),
  whitelabel: z.record(z.string(), z.boolean()).default({}),
  /** Online cockfight betting is suspended in the Philippines, so it ships switched off. */
  enabledGameTypes: z.array(gameTypeSchema).default(GAME_TYPES.filter((t) => t !== 'COCKFIGHT')),
  maintenance: z.boolean().default(false),
  regionRestriction: z.boolean().default(false),
  /** Client addresses (exact or prefix ending in '.') refused as region restricted. */
  restrictedIpPrefixes: z.array(z.string()).default([]),
  imageCDNs: z.array(z.string()).default(['/cdn']),
  /** Registration field rules laid over the defaults, e.g. {"email": {"required": true}}. */
  registerFields: z.partialRecord(z.enum(REGISTER_FIELDS), partial(fieldRuleSchema)).default({}),
  /** Development tools: the SMS/e-mail outbox and runtime site switches. Off unless asked for; they answer this machine only (dev-tools-door.ts). */
  devTools: z.boolean().default(false),
  /** Check every answer against its contract schema (tests turn this on). */
  validateResponses: z.boolean().default(false),
  encryption: z.boolean().default(true),
  demoCredit: z.coerce.number().min(0).default(5000),
  /** NODE_ENV=production: no secret may be unset or the repository's own (production-rules.ts). */
  production: z.boolean().default(false),
  /** The secret payment-gateway callbacks are signed with (HMAC-SHA256); unset, the development one (never in production). */
  gatewaySecret: z.string().min(16).optional(),
  /** The support console's first password (support01) when seeded; unset, the demo one (never in production). */
  staffPassword: z.string().min(8).optional(),
  /**
   * The OpenID Connect providers players sign in with: each one's issuer, and the client id and secret the operator
   * registered with it. A login flag on needs both (development tools serve a flag without them from /dev/idp).
   */
  identityProviders: z
    .object({
      google: identityProviderSchema('https://accounts.google.com'),
      facebook: identityProviderSchema('https://www.facebook.com', FACEBOOK_OAUTH),
    })
    .prefault({}),
  /**
   * Who proves a player holds a phone number: the platform's own SMS codes, or Firebase phone sign-in (the spec's
   * Firebase channel) with the operator's Firebase project and web API key. Firebase without a project runs the
   * development phone verifier when development tools are on, and refuses to start otherwise.
   */
  phoneVerifier: z
    .object({
      channel: z.enum(PHONE_VERIFIER_CHANNELS).default('platform'),
      projectId: z.string().min(1).optional(),
      apiKey: z.string().min(1).optional(),
      /** Where the verifier's signing keys are published; unset, Google's for Firebase ID tokens. */
      jwksUrl: z.url().optional(),
    })
    .prefault({}),
  /** How long an SMS code works, in seconds (the resend wait is separate and shorter). */
  smsCodeValiditySeconds: z.coerce.number().int().min(60).max(3600).default(300),
  /**
   * Sessions end after `idleMinutes` unused or `absoluteHours` after login; a device kept signed in
   * resumes for `keptDays` after it was last used (each use starts the count again).
   */
  session: z
    .object({
      idleMinutes: z.number().positive().default(30),
      absoluteHours: z.number().positive().default(12),
      keptDays: z.number().int().min(1).max(365).default(30),
    })
    .default({ idleMinutes: 30, absoluteHours: 12, keptDays: 30 }),
  /**
   * Proxies whose X-Forwarded-For is believed: off (the socket's address is the client), or a
   * list of proxy addresses or CIDR ranges. Rate limits and region checks read the client behind them.
   */
  trustProxy: z.union([z.literal(false), z.array(z.string().min(1)).min(1)]).default(false),
  /**
   * Origins besides the site's own host whose pages may open its WebSockets (the live chat), e.g.
   * an app built with VITE_PLATFORM_URL and served elsewhere: `https://m.example.ph`.
   */
  siteOrigins: z.array(z.url()).default([]),
  /** Slow or greedy clients: every connection is bounded in time, in number, and per client address. */
  http: z
    .object({
      requestTimeoutMs: z.number().int().positive().default(20_000),
      headersTimeoutMs: z.number().int().positive().default(15_000),
      keepAliveTimeoutMs: z.number().int().positive().default(15_000),
      maxConnections: z.number().int().positive().default(4_000),
      maxConnectionsPerAddress: z.number().int().positive().default(100),
    })
    .prefault({}),
  /**
   * Password hashing (scrypt, 128 MiB each): at most `concurrency` at once and `queue` waiting, each
   * for at most `queueWaitMs`; beyond, a fast 503.
   */
  hashing: z
    .object({
      concurrency: z.number().int().positive().optional(),
      queue: z.number().int().min(0).optional(),
      queueWaitMs: z.number().int().positive().optional(),
    })
    .prefault({}),
  /** Abuse limits on calls that cost money (SMS) or reveal accounts (username checks, captchas). */
  limits: z
    .object({
      smsPerAddressPerHour: z.number().int().positive().default(10),
      smsPerMinute: z.number().int().positive().default(60),
      checkUsernamePerMinutePerAddress: z.number().int().positive().default(30),
      /** Invitation (affiliate) codes are guessed like usernames: held to the same kind of limit. */
      checkAffiliatePerMinutePerAddress: z.number().int().positive().default(30),
      captchasPerMinutePerAddress: z.number().int().positive().default(20),
      /** Real accounts registered from one address in an hour (trial accounts have their own limit). */
      registrationsPerAddressPerHour: z.number().int().positive().default(30),
    })
    .prefault({}),
  /** Requests are logged at info; the default keeps the log to warnings and errors. */
  logLevel: z.string().default('warn'),
  /** How often the agents' salary and dividend payouts run, in minutes; 0 is off (the server's start turns it on). */
  agentPayoutMinutes: z.coerce.number().min(0).max(1440).default(0),
  /** How often due draws of the in-house draw are settled, in seconds; 0 is off (the server's start turns it on). */
  drawCheckSeconds: z.coerce.number().min(0).max(3600).default(0),
});

export type ServerConfig = Omit<z.infer<typeof configSchema>, 'gatewaySecret' | 'staffPassword'> & {
  whitelabel: Record<WhitelabelFlag, boolean>;
  gatewaySecret: string;
  staffPassword: string;
};

/** Where the server listens: HOST when set; else loopback while development tools are on, so they never face the network. */
export const listenHost = (config: Pick<ServerConfig, 'host' | 'devTools'>) => config.host ?? (config.devTools ? '127.0.0.1' : '0.0.0.0');
export type ConfigInput = z.input<typeof configSchema>;
type IdentityProviderInput = NonNullable<NonNullable<ConfigInput['identityProviders']>['google']>;

const envBool = (v: string | undefined) => (v === undefined ? undefined : v === '1' || v === 'true');
const envList = (v: string | undefined) =>
  v === undefined
    ? undefined
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/**
 * Reads the operator's settings: defaults, then the JSON file named by TALA_CONFIG
 * (or ./tala.config.json when present), then environment variables, then `overrides`.
 * In production it throws a ProductionRefusal naming every secret still unset or the repository's own.
 */
export function loadConfig(overrides: ConfigInput = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const file = env.TALA_CONFIG ?? (existsSync('tala.config.json') ? 'tala.config.json' : undefined);
  const fromFile = file ? (JSON.parse(readFileSync(path.resolve(file), 'utf8')) as ConfigInput) : {};
  const fromEnv: ConfigInput = stripUndefined({
    port: env.PORT,
    host: env.HOST,
    dataDir: env.TALA_DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    distDir: env.TALA_DIST_DIR,
    ageLimit: env.TALA_AGE_LIMIT,
    smsCodeValiditySeconds: env.TALA_SMS_CODE_SECONDS,
    maintenance: envBool(env.TALA_MAINTENANCE),
    regionRestriction: envBool(env.TALA_REGION_RESTRICTION),
    enabledGameTypes: envList(env.TALA_GAME_TYPES) as ConfigInput['enabledGameTypes'],
    devTools: envBool(env.TALA_DEV_TOOLS),
    production: env.NODE_ENV === undefined ? undefined : env.NODE_ENV === 'production',
    gatewaySecret: env.TALA_GATEWAY_SECRET,
    staffPassword: env.TALA_STAFF_PASSWORD,
    identityProviders: {
      google: stripUndefined({
        issuer: env.TALA_GOOGLE_ISSUER,
        clientId: env.TALA_GOOGLE_CLIENT_ID,
        clientSecret: env.TALA_GOOGLE_CLIENT_SECRET,
      }),
      facebook: stripUndefined({
        issuer: env.TALA_FACEBOOK_ISSUER,
        clientId: env.TALA_FACEBOOK_APP_ID,
        clientSecret: env.TALA_FACEBOOK_APP_SECRET,
      }),
    },
    phoneVerifier: stripUndefined({
      channel: env.TALA_PHONE_VERIFIER as PhoneVerifierChannel | undefined,
      projectId: env.TALA_FIREBASE_PROJECT_ID,
      apiKey: env.TALA_FIREBASE_API_KEY,
    }),
    encryption: envBool(env.TALA_ENCRYPTION),
    logLevel: env.TALA_LOG_LEVEL,
    agentPayoutMinutes: env.TALA_AGENT_PAYOUT_MINUTES,
    drawCheckSeconds: env.TALA_DRAW_CHECK_SECONDS,
    trustProxy: env.TALA_TRUST_PROXY === undefined ? undefined : env.TALA_TRUST_PROXY === '' ? false : envList(env.TALA_TRUST_PROXY),
    siteOrigins: envList(env.TALA_SITE_ORIGINS),
    whitelabel: env.TALA_FLAGS ? parseFlags(env.TALA_FLAGS) : undefined,
  });
  const merged = { ...fromFile, ...fromEnv, ...overrides };
  merged.whitelabel = { ...fromFile.whitelabel, ...fromEnv.whitelabel, ...overrides.whitelabel };
  const providers = [fromFile.identityProviders, fromEnv.identityProviders, overrides.identityProviders];
  merged.identityProviders = {
    google: Object.assign({}, ...providers.map((p) => p?.google)) as IdentityProviderInput,
    facebook: Object.assign({}, ...providers.map((p) => p?.facebook)) as IdentityProviderInput,
  };
  merged.phoneVerifier = { ...fromFile.phoneVerifier, ...fromEnv.phoneVerifier, ...overrides.phoneVerifier };
  const parsed = configSchema.parse(merged);
  const verifierProblems = phoneVerifierProblems(parsed);
  if (verifierProblems.length > 0) throw new Error(`Tala cannot start:\n${verifierProblems.map((p) => `- ${p}`).join('\n')}`);
  const whitelabel = { ...DEFAULT_FLAGS, ...pickFlags(parsed.whitelabel) };
  if (parsed.production) {
    const problems = productionProblems({ ...parsed, whitelabel });
    if (problems.length > 0) throw new ProductionRefusal(problems);
  } else if (!parsed.devTools) {
    // Outside production the development provider stands in for an unset one, but only with development tools on.
    const problems = identityProviderProblems({ ...parsed, whitelabel });
    if (problems.length > 0) throw new Error(`Tala cannot start:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  return {
    ...parsed,
    whitelabel,
    gatewaySecret: parsed.gatewaySecret ?? DEVELOPMENT_SECRETS.gatewaySecret,
    staffPassword: parsed.staffPassword ?? DEVELOPMENT_SECRETS.staffPassword,
  };
}

/**
 * The Firebase channel needs the operator's project (whose ID tokens are accepted) and web API key (the app's, to ask
 * Firebase for codes); without a project only the development phone verifier can stand in, with development tools on.
 */
export function phoneVerifierProblems(config: Pick<z.infer<typeof configSchema>, 'phoneVerifier' | 'devTools' | 'production'>): string[] {
  const { channel, projectId, apiKey } = config.phoneVerifier;
  if (channel !== 'firebase') return [];
  if (!projectId) {
    return config.devTools && !config.production
      ? []
      : [
          'TALA_FIREBASE_PROJECT_ID (phoneVerifier.projectId) is unset while phone verification by Firebase (TALA_PHONE_VERIFIER=firebase) is on',
        ];
  }
  return apiKey ? [] : ['TALA_FIREBASE_API_KEY (phoneVerifier.apiKey) is unset while phone verification by Firebase is on'];
}

/** TALA_FLAGS="MAILCEN=0,FEEDBACK3=1" */
function parseFlags(text: string): Record<string, boolean> {
  return Object.fromEntries(
    text.split(',').map((pair) => {
      const [name, value] = pair.split('=');
      return [name!.trim(), value?.trim() !== '0' && value?.trim() !== 'false'];
    }),
  );
}

function pickFlags(flags: Record<string, boolean>): Partial<Record<WhitelabelFlag, boolean>> {
  return Object.fromEntries(Object.entries(flags).filter(([k]) => (WHITELABEL_FLAGS as readonly string[]).includes(k)));
}

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
