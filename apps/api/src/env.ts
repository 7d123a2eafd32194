import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Everything the server can be told comes
 * through here, parsed once, with a clear message for each bad value.
 */
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The port of the app and the API. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** The address to listen on; `localhost` keeps a laptop's demo off the network. */
  HOST: z.string().min(1).default('localhost'),
  /** The public address of the app; mail links are built from it, never from a request. */
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** A PostgreSQL server; without it the embedded database under DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where the embedded database, the generated secret and uploads are kept. */
  DATA_DIR: z.string().min(1).optional(),
  /** The key that signs access tokens: 32 characters or more. Generated under DATA_DIR when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  /** SMTP server for mail, e.g. smtp://user:pass@host:587; without it mail goes to the log. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of the product's mail. */
  MAIL_FROM: z.string().min(3).default('CampusHub <no-reply@campushub.test>'),
  /** Redis for rate limits and caches shared by several API processes. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The team's address: the recruiting message, the contact pages, mail replies. */
  CONTACT_EMAIL: z.email().default('hello@campushub.test'),
  /** Google Analytics 4 measurement id (G-XXXXXXX); page views go there too when set. */
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXXXXX')
    .optional(),
  /** Origins allowed to call the API from another site, comma-separated. Closed when empty. */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /** Set when the API runs behind a reverse proxy, so client addresses come from X-Forwarded-For. */
  TRUST_PROXY: booleanText.default(false),
  /** E-mail domains that may register, comma-separated (e.g. the university's student domain). Open when empty. */
  ALLOWED_EMAIL_DOMAINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
        .filter((domain) => domain !== ''),
    )
    .pipe(
      z.array(
        z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be domain names like ogr.example.edu'),
      ),
    ),
  /** Google sign-in: the OpenID issuer (Google by default; a local provider in tests). */
  GOOGLE_ISSUER_URL: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * How far below the server the password hashing threads run (a nice value, 0-19; Linux): a
   * flood of sign-ins then waits for the processor instead of every other call.
   */
  PASSWORD_HASHING_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  /** Whether a new database gets demo data: `auto` means only the embedded one. */
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * The assistant's model: an OpenAI-compatible API (Ollama, vLLM, llama.cpp, LM Studio, a
   * gateway, OpenAI), such as http://127.0.0.1:11434/v1. Offline answers without it.
   */
  ASSISTANT_LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The model's name on that server; needed with ASSISTANT_LLM_BASE_URL. */
  ASSISTANT_LLM_MODEL: z.string().min(1).optional(),
  /** The key for that server, when it asks for one. */
  ASSISTANT_LLM_API_KEY: z.string().min(1).optional(),
});

export type RawEnv = z.input<typeof envSchema>;

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  contactEmail: string;
  gaMeasurementId: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  seedDemo: boolean;
  passwordHashingNiceness: number;
  allowedEmailDomains: string[];
  google: { issuerUrl: string; clientId: string; clientSecret: string } | undefined;
  /** The assistant's model server, when one is configured. */
  assistantModel: { baseUrl: string; model: string; apiKey: string | undefined } | undefined;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

const envNames = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** Parses the configuration; empty strings count as unset. Throws EnvError listing every bad value. */
export function parseEnv(source: Record<string, string | undefined>, cwd = process.cwd()): Env {
  const picked: Record<string, string> = {};
  for (const name of envNames) {
    const value = source[name];
    if (value !== undefined && value.trim() !== '') picked[name] = value.trim();
  }
  const result = envSchema.safeParse(picked);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const shown =
          name in picked && !/SECRET|URL|KEY/.test(name) ? ` (got "${picked[name] ?? ''}")` : '';
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const parsed = result.data;
  if ((parsed.ASSISTANT_LLM_BASE_URL === undefined) !== (parsed.ASSISTANT_LLM_MODEL === undefined))
    throw new EnvError([
      parsed.ASSISTANT_LLM_MODEL === undefined
        ? 'ASSISTANT_LLM_MODEL: is needed with ASSISTANT_LLM_BASE_URL'
        : 'ASSISTANT_LLM_BASE_URL: is needed with ASSISTANT_LLM_MODEL',
    ]);
  const databaseUrl = parsed.DATABASE_URL;
  return {
    nodeEnv: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    appUrl: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    databaseUrl,
    dataDir: path.resolve(cwd, parsed.DATA_DIR ?? 'data'),
    jwtSecret: parsed.JWT_SECRET,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    redisUrl: parsed.REDIS_URL,
    logLevel: parsed.LOG_LEVEL,
    contactEmail: parsed.CONTACT_EMAIL,
    gaMeasurementId: parsed.GA_MEASUREMENT_ID,
    corsOrigins: parsed.CORS_ORIGINS,
    trustProxy: parsed.TRUST_PROXY,
    seedDemo: parsed.SEED_DEMO === 'auto' ? databaseUrl === undefined : parsed.SEED_DEMO === 'true',
    passwordHashingNiceness: parsed.PASSWORD_HASHING_NICENESS,
    allowedEmailDomains: parsed.ALLOWED_EMAIL_DOMAINS,
    google:
      parsed.GOOGLE_CLIENT_ID !== undefined && parsed.GOOGLE_CLIENT_SECRET !== undefined
        ? {
            issuerUrl: parsed.GOOGLE_ISSUER_URL,
            clientId: parsed.GOOGLE_CLIENT_ID,
            clientSecret: parsed.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    assistantModel:
      parsed.ASSISTANT_LLM_BASE_URL !== undefined && parsed.ASSISTANT_LLM_MODEL !== undefined
        ? {
            baseUrl: parsed.ASSISTANT_LLM_BASE_URL,
            model: parsed.ASSISTANT_LLM_MODEL,
            apiKey: parsed.ASSISTANT_LLM_API_KEY,
          }
        : undefined,
  };
}

/**
 * Reads the configuration of this process. npm sets INIT_CWD to the folder
 * the command was typed in, so `./data` means the repository's data folder
 * whichever workspace script started the server.
 */
export function readProcessEnv(): Env {
  return parseEnv(process.env, process.env.INIT_CWD ?? process.cwd());
}

/** The signing key: the configured one, else one generated once and kept in DATA_DIR. */
export function resolveJwtSecret(env: Env): string {
  if (env.jwtSecret !== undefined) return env.jwtSecret;
  const file = path.join(env.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
