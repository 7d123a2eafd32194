import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loginResponseSchema } from '@campus/contracts';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { demoAccounts } from '../src/features/accounts/demo-accounts';
import { parseEnv } from '../src/env';

export interface BenchApp {
  app: FastifyInstance;
  /** Signs in as the demo account of a role and answers its access token. */
  tokenOf: (role: 'student' | 'moderator' | 'admin') => Promise<string>;
}

/** The whole app on a benchmark's database, as in production but without rate limits. */
export async function openBenchApp(
  database: DatabaseHandle,
  dataDir: string,
  options: { runJobs?: boolean } = {},
): Promise<BenchApp> {
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
  });
  const app = await buildApp({
    env,
    database,
    logger: false,
    accountRateLimit: 1_000_000_000,
    addressRateLimit: 1_000_000_000,
    ...(options.runJobs === undefined ? {} : { runJobs: options.runJobs }),
  });
  await app.ready();
  return {
    app,
    tokenOf: async (role) => {
      const account = demoAccounts.find((candidate) => candidate.user_role === role);
      const response = await app.inject({
        method: 'POST',
        url: '/api/reception/login',
        payload: {
          user_email: account?.user_email,
          user_password: account?.password,
          remember_me: false,
        },
      });
      if (response.statusCode !== 200)
        throw new Error(`Signing in as the demo ${role} failed: ${response.body}`);
      return loginResponseSchema.parse(response.json()).access_token;
    },
  };
}
