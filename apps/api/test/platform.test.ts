import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { profileSchema } from '@campus/contracts';
import { pageViewsDaily } from '../src/features/analytics/analytics.tables';
import { createUsersRepository } from '../src/features/accounts/users.repository';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser, uniqueEmail } from './support/factories/accounts';
import { expectProblem, expectRuleProblem, fieldErrors } from './support/http';

const t = useTestApp();

/** A problem+json answer with this status and code that lets nothing internal leak. */
function expectSafeProblem(response: LightMyRequestResponse, status: number, code: string) {
  const problem = expectProblem(response, status, code);
  // Nothing internal leaks: no stack, no SQL.
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+|select |insert into/i);
  return problem;
}

const json = { headers: { 'content-type': 'application/json' } };

describe(`health on ${testDriver}`, () => {
  it('answers ok with the database up', async () => {
    const response = await t.api.call('GET', '/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('system status', () => {
  it('tells the web app about maintenance, the contact address, analytics and Google sign-in', async () => {
    const response = await t.api.call('GET', '/system/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maintenance_mode: false,
      contact_email: 'hello@campushub.test',
      ga_measurement_id: null,
      google_sign_in: false,
    });
  });
});

describe('errors are problem+json', () => {
  it('answers 404 for an unknown API address', async () => {
    const response = await t.api.call('GET', '/no/such/thing?x=1');
    const problem = expectSafeProblem(response, 404, 'route_not_found');
    expect(problem.instance).toBe('/api/no/such/thing');
  });

  it('answers 405 with Allow for a known address and the wrong method', async () => {
    const response = await t.api.call('DELETE', '/health');
    expectSafeProblem(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe('GET');
  });

  it('gives each field error a code and its parameters beside the sentence', async () => {
    const student = await createUser(t);
    const response = await t.api.call('POST', '/alarms', student.token, {
      title: 'x'.repeat(121),
      remind_at: 'soon',
      unknown_extra: true,
    });
    const problem = expectSafeProblem(response, 400, 'validation_failed');
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'body.title',
          code: 'too_long',
          params: { max: 120 },
          message: 'must not exceed 120 characters',
        },
        { field: 'body.remind_at', code: 'rule', message: 'remind_at must be a date and time' },
      ]),
    );
    const noBody = await t.api.call('POST', '/alarms', student.token, {});
    expect(expectProblem(noBody, 400).errors).toEqual(
      expect.arrayContaining([
        { field: 'body.title', code: 'required', message: 'title is required' },
      ]),
    );
  });

  it("says a rule the service checks with the code rule and the rule's name", async () => {
    const student = await createUser(t);
    const response = await t.api.call('POST', '/alarms', student.token, {
      title: 'Too soon',
      remind_at: new Date(Date.now() + 5_000).toISOString(),
    });
    expectRuleProblem(response, 400, {
      field: 'body.remind_at',
      rule: 'remind_at_range',
      message: 'remind_at must be at least 1 minute from now and at most 1 year ahead',
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.api.call(
      'POST',
      '/analytics/page-view',
      undefined,
      '{"path": "/faq",',
      json,
    );
    expectSafeProblem(response, 400, 'invalid_json');
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await t.api.call('POST', '/analytics/page-view', undefined, '', json);
    expectProblem(response, 400);
  });

  it('answers 415 for a content type the route does not take', async () => {
    const response = await t.api.call(
      'POST',
      '/analytics/page-view',
      undefined,
      '<view path="/faq"/>',
      { headers: { 'content-type': 'application/xml' } },
    );
    expectSafeProblem(response, 415, 'unsupported_media_type');
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await t.api.call(
      'POST',
      '/analytics/page-view',
      undefined,
      JSON.stringify({ path: '/', title: 'x'.repeat(2 * 1024 * 1024) }),
      json,
    );
    expectSafeProblem(response, 413, 'payload_too_large');
  });

  it('answers 400 with field messages for invalid input', async () => {
    const response = await t.api.call('POST', '/analytics/page-view', undefined, {
      title: 'x'.repeat(301),
    });
    const problem = expectSafeProblem(response, 400, 'validation_failed');
    expect(problem.detail).toBe('Please check the form for errors');
    expect(problem.errors).toEqual([
      { field: 'body.path', code: 'required', message: 'path is required' },
      {
        field: 'body.title',
        code: 'too_long',
        params: { max: 300 },
        message: 'must not exceed 300 characters',
      },
    ]);
  });

  it('refuses text with a NUL character, which the database cannot store, naming each field', async () => {
    const student = await createUser(t, { firstName: 'Deniz', lastName: 'Aydın' });
    const email = uniqueEmail('nul');
    const register = await t.api.call('POST', '/reception/register', undefined, {
      user_email: email,
      user_password: 'tall maple river 42',
      user_first_name: 'De\u0000niz',
      user_last_name: 'Aydın',
      locale: 'tr',
    });
    expectSafeProblem(register, 400, 'validation_failed');
    expect(fieldErrors(register)).toEqual({
      'body.user_first_name': 'user_first_name must not contain a NUL character',
    });
    const search = await t.api.call('GET', '/coursefile/courses?q=dr%00x&department=CMPE');
    expect(fieldErrors(search)).toEqual({ 'query.q': 'q must not contain a NUL character' });
    const path = await t.api.call('GET', '/coursefile/courses/ab%00cd', student.token);
    expect(fieldErrors(path)).toEqual({
      'path.course_id': 'course_id must not contain a NUL character',
    });
    const profile = await t.api.call('PUT', '/profile/me', student.token, {
      user_first_name: 'Deniz',
      user_last_name: 'Aydın',
      locale: 'en',
      bio: 'line one\u0000',
      tags: ['fine', 'not\u0000fine'],
    });
    expect(fieldErrors(profile)).toEqual({
      'body.bio': 'bio must not contain a NUL character',
      'body.tags.1': '1 must not contain a NUL character',
    });
    // Nothing was saved, and the server goes on answering.
    expect(await createUsersRepository(t.database.db).findByEmail(email)).toBeUndefined();
    const me = await t.api.read('/profile/me', student.token, profileSchema);
    expect({ locale: me.locale, bio: me.bio }).toEqual({ locale: 'tr', bio: '' });
    expect((await t.api.call('GET', '/health')).statusCode).toBe(200);
  });

  it('keeps serving after a burst of bad requests', async () => {
    const bad = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.api.call('POST', '/analytics/page-view', undefined, `{"broken": ${String(index)}`, json),
      ),
    );
    expect(bad.map((response) => response.statusCode)).toEqual(
      Array.from({ length: 20 }, () => 400),
    );
    const health = await t.api.call('GET', '/health');
    expect(health.statusCode).toBe(200);
  });
});

describe('page views', () => {
  it('counts a view by path only, dropping the query string', async () => {
    // This test reads every counted view, so it starts from none.
    await t.database.db.delete(pageViewsDaily);
    const first = await t.api.call('POST', '/analytics/page-view', undefined, {
      path: '/reception/verify-email?token=secret-token',
      title: 'Verify',
    });
    expect(first.statusCode).toBe(204);
    await t.api.call('POST', '/analytics/page-view', undefined, {
      path: '/reception/verify-email/',
      title: 'Verify',
    });
    const rows = await t.database.db.query.pageViewsDaily.findMany();
    expect(rows).toEqual([
      { day: new Date().toISOString().slice(0, 10), path: '/reception/verify-email', views: 2 },
    ]);
    expect(JSON.stringify(rows)).not.toContain('secret-token');
  });

  it('refuses a path that is not a path', async () => {
    const response = await t.api.call('POST', '/analytics/page-view', undefined, {
      path: 'https://elsewhere.example/',
      title: '',
    });
    expectSafeProblem(response, 400, 'validation_failed');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and friends', async () => {
    const response = await t.api.call('GET', '/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets no cache keep an API answer: personal ones, tokens, errors and public lists alike', async () => {
    const student = await createUser(t);
    const answers = [
      await t.api.call('GET', '/profile/me', student.token),
      await t.api.call('GET', '/notifications', student.token),
      await t.api.call('POST', '/reception/login', undefined, {
        user_email: student.email,
        user_password: student.password,
        remember_me: false,
      }),
      await t.api.call('GET', '/coursefile/courses'),
      await t.api.call('GET', '/profile/me'),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 401]);
    expect(answers.map((response) => response.headers['cache-control'])).toEqual(
      Array.from({ length: answers.length }, () => 'private, no-store'),
    );
  });

  it('keeps CORS closed by default', async () => {
    // A preflight: the shared client has no OPTIONS.
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/system/status',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('describes the routes from their schemas', async () => {
    const response = await t.api.call('GET', '/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/system/status', '/api/analytics/page-view']),
    );
  });

  it('serves the interactive reference', async () => {
    const response = await t.api.call('GET', '/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
