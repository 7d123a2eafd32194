import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp, type TestContext } from './support/app';
import { createUser } from './support/factories/accounts';
import { expectProblem, nextClientAddress } from './support/http';

const t = useTestApp({
  env: { CORS_ORIGINS: 'https://partner.example.edu' },
  dependencies: { addressRateLimit: 5, accountRateLimit: 3 },
});

/** The status of `GET /api/system/status` from one address, `times` times in a row, as `token`'s holder. */
async function statusesFrom(
  context: TestContext,
  remoteAddress: string,
  times: number,
  token?: string,
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await context.api.call('GET', '/system/status', token, undefined, {
      remoteAddress,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('rate limits', () => {
  it('answers 429 problem+json with Retry-After past the limit', async () => {
    const address = nextClientAddress();
    expect(await statusesFrom(t, address, 6)).toEqual([200, 200, 200, 200, 200, 429]);
    const last = await t.api.call('GET', '/system/status', undefined, undefined, {
      remoteAddress: address,
    });
    // problem+json, status 429, code rate_limited
    expectProblem(last, 429, 'rate_limited');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each client address on its own', async () => {
    const spent = nextClientAddress();
    expect(await statusesFrom(t, spent, 6)).toEqual([200, 200, 200, 200, 200, 429]);
    const response = await t.api.call('GET', '/system/status', undefined, undefined, {
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('counts a signed-in person per account, wherever they call from, apart from the address', async () => {
    const [first, second] = await Promise.all([createUser(t), createUser(t)]);
    const campus = nextClientAddress();
    expect(await statusesFrom(t, campus, 4, first.token)).toEqual([200, 200, 200, 429]);
    // Another person behind the same address has a budget of their own…
    expect(await statusesFrom(t, campus, 3, second.token)).toEqual([200, 200, 200]);
    // …the first person's follows them to another address…
    expect(await statusesFrom(t, nextClientAddress(), 1, first.token)).toEqual([429]);
    // …and anonymous calls from the address count on their own.
    expect(await statusesFrom(t, campus, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await statusesFrom(t, campus, 1)).toEqual([429]);
  });

  it('never limits the health check', async () => {
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await t.api.call('GET', '/health', undefined, undefined, {
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('CORS when configured', () => {
  it('allows the configured origin only', async () => {
    const allowed = await t.api.call('GET', '/health', undefined, undefined, {
      headers: { origin: 'https://partner.example.edu' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.edu');
    const other = await t.api.call('GET', '/health', undefined, undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('pages and assets', () => {
  it('are never rate limited, so many people behind one address can load the app', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'campus-web-limits-'));
    mkdirSync(path.join(folder, 'assets'));
    writeFileSync(path.join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(folder, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    const withApp = await createTestApp({
      dependencies: { addressRateLimit: 3, webAppFolder: folder },
    });
    try {
      const address = nextClientAddress();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        for (const url of ['/', '/about', '/assets/app-1a2b3c.js']) {
          // Pages and assets live outside /api: straight to the app.
          const response = await withApp.app.inject({ method: 'GET', url, remoteAddress: address });
          expect(response.statusCode, url).toBe(200);
        }
      }
      expect(await statusesFrom(withApp, address, 5)).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await withApp.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
