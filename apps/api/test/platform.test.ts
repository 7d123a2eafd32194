import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@campus/contracts';
import { createTestApp, type TestContext } from './test-app';
import { testDriver } from './test-database';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

function expectProblem(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = problemSchema.parse(JSON.parse(response.body));
  expect(problem.status).toBe(status);
  expect(problem.code).toBe(code);
  expect(problem.detail.length).toBeGreaterThan(0);
  // Nothing internal leaks: no stack, no SQL.
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+|select |insert into/i);
  return problem;
}

describe(`health on ${testDriver}`, () => {
  it('answers ok with the database up', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('system status', () => {
  it('tells the web app about maintenance, the contact address and analytics', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/system/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maintenance_mode: false,
      contact_email: 'hello@campushub.test',
      ga_measurement_id: null,
    });
  });
});

describe('errors are problem+json', () => {
  it('answers 404 for an unknown API address', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    const problem = expectProblem(response, 404, 'route_not_found');
    expect(problem.instance).toBe('/api/no/such/thing');
  });

  it('answers 405 with Allow for a known address and the wrong method', async () => {
    const response = await context.app.inject({ method: 'DELETE', url: '/api/health' });
    expectProblem(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe('GET');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": "/faq",',
    });
    expectProblem(response, 400, 'invalid_json');
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('answers 415 for a content type the route does not take', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/xml' },
      payload: '<view path="/faq"/>',
    });
    expectProblem(response, 415, 'unsupported_media_type');
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path: '/', title: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectProblem(response, 413, 'payload_too_large');
  });

  it('answers 400 with field messages for invalid input', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { title: 'x'.repeat(301) },
    });
    const problem = expectProblem(response, 400, 'validation_failed');
    expect(problem.detail).toBe('Please check the form for errors');
    expect(problem.errors).toEqual([
      { field: 'body.path', message: 'path is required' },
      { field: 'body.title', message: 'must not exceed 300 characters' },
    ]);
  });

  it('keeps serving after a burst of bad requests', async () => {
    const bad = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        context.app.inject({
          method: 'POST',
          url: '/api/analytics/page-view',
          headers: { 'content-type': 'application/json' },
          payload: `{"broken": ${String(index)}`,
        }),
      ),
    );
    expect(bad.every((response) => response.statusCode === 400)).toBe(true);
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('page views', () => {
  it('counts a view by path only, dropping the query string', async () => {
    const first = await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { path: '/reception/verify-email?token=secret-token', title: 'Verify' },
    });
    expect(first.statusCode).toBe(204);
    await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { path: '/reception/verify-email/', title: 'Verify' },
    });
    const rows = await context.database.db.query.pageViewsDaily.findMany();
    expect(rows).toEqual([
      { day: new Date().toISOString().slice(0, 10), path: '/reception/verify-email', views: 2 },
    ]);
    expect(JSON.stringify(rows)).not.toContain('secret-token');
  });

  it('refuses a path that is not a path', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { path: 'https://elsewhere.example/', title: '' },
    });
    expectProblem(response, 400, 'validation_failed');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and friends', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps CORS closed by default', async () => {
    const response = await context.app.inject({
      method: 'OPTIONS',
      url: '/api/system/status',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('describes the routes from their schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/system/status', '/api/analytics/page-view']),
    );
  });

  it('serves the interactive reference', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
