import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { expectProblem } from './support/http';

/** A built web app of three files: the page, a hashed asset and the theme script. */
function webAppFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'campus-web-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(
    path.join(folder, 'index.html'),
    '<!doctype html><title>CampusHub</title><div id="root"></div>',
  );
  writeFileSync(path.join(folder, 'assets', 'app-3f2a1b.js'), 'console.log("app");');
  // What the build writes beside a large asset: its Brotli and gzip forms.
  const large = `export const texts = ${JSON.stringify('campus '.repeat(2_000))};`;
  writeFileSync(path.join(folder, 'assets', 'texts-9c8d7e.js'), large);
  writeFileSync(path.join(folder, 'assets', 'texts-9c8d7e.js.br'), brotliCompressSync(large));
  writeFileSync(path.join(folder, 'assets', 'texts-9c8d7e.js.gz'), gzipSync(large));
  writeFileSync(path.join(folder, 'theme-init.js'), 'document.documentElement.dataset.x = "1";');
  return folder;
}

const folder = webAppFolder();
const t = useTestApp({ dependencies: { webAppFolder: folder } });
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('the web app and the API on one port', () => {
  it('serves the landing page with the strict policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers every page path with the app, which shows its own not-found page', async () => {
    for (const url of [
      '/home',
      '/admin/qb/paths',
      '/no/such/page',
      '/reception/verify-email?token=abc',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends an asset as the build compressed it, to a browser that takes it', async () => {
    const url = '/assets/texts-9c8d7e.js';
    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(1_000);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('campus campus');

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(14_000);
  });

  it('answers a missing file with 404, never with the page', async () => {
    for (const url of ['/assets/app-0ld0ld.js', '/favicon.ico', '/robots.txt']) {
      expectProblem(await t.app.inject({ method: 'GET', url }), 404);
    }
  });

  it('keeps /api answers as problem+json, never the page', async () => {
    expectProblem(await t.api.call('GET', '/unknown'), 404);
  });

  it('does not answer other methods on page paths with the page', async () => {
    expectProblem(await t.app.inject({ method: 'POST', url: '/home', payload: {} }), 404);
  });
});
