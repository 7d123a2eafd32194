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

describe('pages and assets', () => {
  it('are never rate limited, so many people behind one address can load the app', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const folder = mkdtempSync(path.join(tmpdir(), 'campus-web-limits-'));
    mkdirSync(path.join(folder, 'assets'));
    writeFileSync(path.join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(folder, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    const withApp = await createTestApp({
      dependencies: { globalRateLimit: 3, webAppFolder: folder },
    });
    try {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        for (const url of ['/', '/about', '/assets/app-1a2b3c.js']) {
          const response = await withApp.app.inject({
            method: 'GET',
            url,
            remoteAddress: '10.7.7.7',
          });
          expect(response.statusCode, url).toBe(200);
        }
      }
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push(
          (
            await withApp.app.inject({
              method: 'GET',
              url: '/api/system/status',
              remoteAddress: '10.7.7.7',
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await withApp.close();
    }
  });
});
