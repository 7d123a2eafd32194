import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({
    env: { CORS_ORIGINS: 'https://partner.example.edu' },
    dependencies: { globalRateLimit: 5 },
  });
});
afterAll(async () => {
  await context.close();
});

describe('rate limits', () => {
  it('answers 429 problem+json with Retry-After past the limit', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof context.app.inject>> | undefined;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      last = await context.app.inject({
        method: 'GET',
        url: '/api/system/status',
        remoteAddress: '10.1.1.1',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(last?.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(last?.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each client address on its own', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/system/status',
      remoteAddress: '10.2.2.2',
    });
    expect(response.statusCode).toBe(200);
  });

  it('never limits the health check', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.3.3.3',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('CORS when configured', () => {
  it('allows the configured origin only', async () => {
    const allowed = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://partner.example.edu' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.edu');
    const other = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
