import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, resolveJwtSecret } from './env';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source, '/srv/campus');
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseEnv', () => {
  it('gives a new user working defaults', () => {
    const env = parseEnv({}, '/srv/campus');
    expect(env).toMatchObject({
      port: 3000,
      host: 'localhost',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: '/srv/campus/data',
      logLevel: 'info',
      contactEmail: 'hello@campushub.test',
      corsOrigins: [],
      trustProxy: false,
      seedDemo: true,
    });
  });

  it('reads every setting', () => {
    const env = parseEnv(
      {
        PORT: '8080',
        APP_URL: 'https://campus.example.edu/',
        DATABASE_URL: 'postgres://app@db:5432/campus',
        DATA_DIR: '/var/lib/campus',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mailer:secret@mail.example.edu:587',
        REDIS_URL: 'redis://cache:6379',
        LOG_LEVEL: 'warn',
        CONTACT_EMAIL: 'team@example.edu',
        GA_MEASUREMENT_ID: 'G-ABC123XYZ',
        CORS_ORIGINS: 'https://a.example.edu, https://b.example.edu',
        TRUST_PROXY: 'true',
      },
      '/srv/campus',
    );
    expect(env).toMatchObject({
      port: 8080,
      appUrl: 'https://campus.example.edu',
      databaseUrl: 'postgres://app@db:5432/campus',
      dataDir: '/var/lib/campus',
      smtpUrl: 'smtp://mailer:secret@mail.example.edu:587',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      contactEmail: 'team@example.edu',
      gaMeasurementId: 'G-ABC123XYZ',
      corsOrigins: ['https://a.example.edu', 'https://b.example.edu'],
      trustProxy: true,
      // A server database gets no demo data unless asked.
      seedDemo: false,
    });
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '  ' }, '/srv').port).toBe(3000);
  });

  it('names every bad value at once, without echoing secrets', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root:hunter2@db/campus',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'loud',
      GA_MEASUREMENT_ID: 'UA-1234',
      CORS_ORIGINS: 'not a url',
      TRUST_PROXY: 'maybe',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'JWT_SECRET',
        'LOG_LEVEL',
        'GA_MEASUREMENT_ID',
        'CORS_ORIGINS',
        'TRUST_PROXY',
      ]),
    );
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems.find((problem) => problem.startsWith('PORT'))).toContain('"eighty"');
  });

  it('reads the assistant’s model server, and needs its address and model together', () => {
    expect(parseEnv({}, '/srv/campus').assistantModel).toBeUndefined();
    expect(
      parseEnv(
        {
          ASSISTANT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
          ASSISTANT_LLM_MODEL: 'qwen2.5:7b',
          ASSISTANT_LLM_API_KEY: 'sk-local',
        },
        '/srv/campus',
      ).assistantModel,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen2.5:7b', apiKey: 'sk-local' });
    expect(problemsOf({ ASSISTANT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual([
      'ASSISTANT_LLM_MODEL: is needed with ASSISTANT_LLM_BASE_URL',
    ]);
    expect(
      problemsOf({ ASSISTANT_LLM_BASE_URL: 'ftp://models', ASSISTANT_LLM_MODEL: 'm' }),
    ).toHaveLength(1);
  });

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once, keeps it private, and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-env-'));
    const env = parseEnv({ DATA_DIR: dataDir }, '/');
    const first = resolveJwtSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(env)).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('prefers the configured secret', () => {
    const env = parseEnv({ JWT_SECRET: 'y'.repeat(32) }, '/');
    expect(resolveJwtSecret(env)).toBe('y'.repeat(32));
  });
});
