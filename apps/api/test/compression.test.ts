import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { courseListSchema } from '@campus/contracts';
import { useTestApp } from './support/app';
import { createCourse } from './support/factories/courses';

const t = useTestApp();

describe('compressed answers', () => {
  it('sends a large JSON answer compressed to a client that accepts it, a small one as it is', async () => {
    for (let index = 0; index < 30; index += 1) await createCourse(t);
    const url = '/api/coursefile/courses?page_size=50';

    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const unpacked = courseListSchema.parse(
      JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()),
    );
    expect(unpacked.items.length).toBeGreaterThanOrEqual(30);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(
      JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()),
    );

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
