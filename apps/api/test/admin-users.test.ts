import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminUserListSchema, adminUserSchema, type AdminUser } from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { createTestApp, type TestContext } from './test-app';
import { linkIn, startMailCatcher, type MailCatcher } from './support/mail-catcher';
import {
  bearer,
  nextClientAddress,
  registerVerifiedUser,
  strongPassword,
  uniqueEmail,
} from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let admin: { token: string; userId: string; email: string };
let moderator: { token: string };

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({
    env: { SMTP_URL: mail.url, APP_URL: 'http://campus.example.edu' },
  });
  admin = await signedInWithRole(context, mail, 'admin');
  moderator = await signedInWithRole(context, mail, 'moderator');
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url,
    headers: token === undefined ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: nextClientAddress(),
  });
}

function signIn(email: string, password = strongPassword) {
  return context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    payload: { user_email: email, user_password: password },
    remoteAddress: nextClientAddress(),
  });
}

async function createUser(body: Record<string, unknown>): Promise<AdminUser> {
  const response = await call('POST', '/api/admin/users', admin.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return adminUserSchema.parse(response.json());
}

async function auditOf(action: string, targetId: string) {
  return context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
}

describe(`admin user management on ${testDriver}`, () => {
  it('is closed without a token (401) and to moderators (403)', async () => {
    const id = admin.userId;
    const routes: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${id}`],
      [
        'POST',
        '/api/admin/users',
        {
          user_email: uniqueEmail(),
          user_first_name: 'A',
          user_last_name: 'B',
          user_role: 'student',
        },
      ],
      ['PATCH', `/api/admin/users/${id}`, { user_first_name: 'Changed' }],
      ['POST', `/api/admin/users/${id}/resend-verification`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, moderator.token, payload)).statusCode, url).toBe(403);
    }
  });

  it('creates an account that starts with an invitation to choose a password', async () => {
    const email = uniqueEmail('invited');
    const created = await createUser({
      user_email: email,
      user_first_name: 'Kerem',
      user_last_name: 'Işık',
      user_role: 'moderator',
      locale: 'en',
    });
    expect(created).toMatchObject({
      user_email: email,
      user_role: 'moderator',
      user_status: 'active',
      is_email_verified: false,
      last_login_at: null,
    });
    expect(await auditOf('user.created_by_admin', created.user_id)).toHaveLength(1);

    const invitation = await mail.waitFor(email, /was created for you/);
    const link = linkIn(invitation);
    expect(link.origin + link.pathname).toBe('http://campus.example.edu/reception/password-reset');
    expect((await signIn(email)).statusCode).toBe(401);

    const reset = await call('POST', '/api/reception/password-reset', undefined, {
      token: link.searchParams.get('token'),
      new_password: strongPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await signIn(email);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ user_current: { user_role: 'moderator' } });

    const again = await call('POST', '/api/admin/users', admin.token, {
      user_email: email.toUpperCase(),
      user_first_name: 'Kerem',
      user_last_name: 'Işık',
      user_role: 'student',
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers field messages for a bad new account', async () => {
    const response = await call('POST', '/api/admin/users', admin.token, {
      user_email: 'nope',
      user_first_name: '',
      user_role: 'king',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.user_email', message: 'please enter a valid email address' },
        { field: 'body.user_first_name', message: 'user_first_name is required' },
        { field: 'body.user_last_name', message: 'user_last_name is required' },
        {
          field: 'body.user_role',
          message: 'user_role must be one of admin, moderator, student, graduate',
        },
      ]),
    );
  });

  it('lists, searches Turkish-aware, filters, sorts and pages', async () => {
    const suffix = uniqueEmail('x').slice(2, 8);
    const first = await createUser({
      user_email: uniqueEmail('sukru'),
      user_first_name: 'Şükrü',
      user_last_name: `Öztürk${suffix}`,
      user_role: 'student',
    });
    await createUser({
      user_email: uniqueEmail('ilkay'),
      user_first_name: 'İlkay',
      user_last_name: `Öztürk${suffix}`,
      user_role: 'graduate',
    });
    const search = await call('GET', `/api/admin/users?q=ozturk${suffix}&sort=name`, admin.token);
    expect(search.statusCode).toBe(200);
    const page = adminUserListSchema.parse(search.json());
    expect(page.total).toBe(2);
    expect(page.items.map((user) => user.user_first_name)).toEqual(
      expect.arrayContaining(['Şükrü', 'İlkay']),
    );

    const upper = await call(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(`ŞÜKRÜ ÖZTÜRK${suffix}`)}`,
      admin.token,
    );
    expect(adminUserListSchema.parse(upper.json()).items.map((user) => user.user_id)).toEqual([
      first.user_id,
    ]);

    const graduates = await call(
      'GET',
      `/api/admin/users?q=ozturk${suffix}&role=graduate&status=active`,
      admin.token,
    );
    expect(adminUserListSchema.parse(graduates.json()).items.map((u) => u.user_first_name)).toEqual(
      ['İlkay'],
    );

    const paged = await call('GET', '/api/admin/users?page_size=10&page=1&sort=email', admin.token);
    const list = adminUserListSchema.parse(paged.json());
    expect(list.page_size).toBe(10);
    const emails = list.items.map((user) => user.user_email);
    expect(emails).toEqual([...emails].sort());

    const one = await call('GET', `/api/admin/users/${first.user_id}`, admin.token);
    expect(one.statusCode).toBe(200);
    expect(adminUserSchema.parse(one.json()).user_email).toBe(first.user_email);

    const bad = await call('GET', '/api/admin/users?page_size=7&sort=age&role=king', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['query.page_size', 'query.sort', 'query.role']),
    );
    expect((await call('GET', '/api/admin/users/not-a-uuid', admin.token)).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', admin.token))
        .statusCode,
    ).toBe(404);
  });

  it('ends every session of a person whose role changes, at once', async () => {
    const target = await registerVerifiedUser(context.app, mail);
    const token = target.login.access_token;
    const userId = target.login.user_current.user_id;
    expect((await call('GET', '/api/reception/verify-token', token)).statusCode).toBe(200);

    const changed = await call('PATCH', `/api/admin/users/${userId}`, admin.token, {
      user_role: 'moderator',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ user_role: 'moderator' });
    expect((await call('GET', '/api/reception/verify-token', token)).statusCode).toBe(401);
    const refreshed = await call('POST', '/api/reception/refresh', undefined, {
      refresh_token: target.login.refresh_token,
    });
    expect(refreshed.statusCode).toBe(401);

    const audit = await auditOf('user.role_changed', userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.userId,
      details: { from: 'student', to: 'moderator' },
    });

    const login = await signIn(target.email);
    expect(login.json()).toMatchObject({ user_current: { user_role: 'moderator' } });
  });

  it('blocks sign-in when deactivated, and lets it again when reactivated', async () => {
    const target = await registerVerifiedUser(context.app, mail);
    const userId = target.login.user_current.user_id;
    const deactivated = await call('PATCH', `/api/admin/users/${userId}`, admin.token, {
      user_status: 'deactivated',
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ user_status: 'deactivated' });
    expect(
      (await call('GET', '/api/reception/verify-token', target.login.access_token)).statusCode,
    ).toBe(401);
    const blocked = await signIn(target.email);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'account_deactivated' });
    expect(await auditOf('user.deactivated', userId)).toHaveLength(1);

    const reactivated = await call('PATCH', `/api/admin/users/${userId}`, admin.token, {
      user_status: 'active',
      user_first_name: 'Derya',
    });
    expect(reactivated.json()).toMatchObject({ user_status: 'active', user_first_name: 'Derya' });
    expect((await signIn(target.email)).statusCode).toBe(200);
    expect(await auditOf('user.reactivated', userId)).toHaveLength(1);
    expect(await auditOf('user.renamed_by_admin', userId)).toHaveLength(1);
  });

  it('keeps an admin from demoting or deactivating themselves, so one admin always remains', async () => {
    const url = `/api/admin/users/${admin.userId}`;
    const demote = await call('PATCH', url, admin.token, { user_role: 'student' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'conflict' });
    const deactivate = await call('PATCH', url, admin.token, { user_status: 'deactivated' });
    expect(deactivate.statusCode).toBe(409);
    const rename = await call('PATCH', url, admin.token, { user_last_name: 'Yönetici' });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ user_role: 'admin', user_last_name: 'Yönetici' });

    // A second admin may demote the first; the last one left cannot go.
    const second = await signedInWithRole(context, mail, 'admin');
    const byOther = await call('PATCH', url, second.token, { user_role: 'moderator' });
    expect(byOther.statusCode).toBe(200);
    const last = await call('PATCH', `/api/admin/users/${second.userId}`, second.token, {
      user_role: 'student',
    });
    expect(last.statusCode).toBe(409);
    // Restore the first admin for the other tests.
    const restored = await call('PATCH', url, second.token, { user_role: 'admin' });
    expect(restored.statusCode).toBe(200);
    const fresh = await signIn(admin.email);
    expect(fresh.statusCode).toBe(200);
    admin = { ...admin, token: fresh.json<{ access_token: string }>().access_token };
  });

  it('answers field messages for an empty or bad change', async () => {
    const empty = await call('PATCH', `/api/admin/users/${admin.userId}`, admin.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: [{ message: 'Change at least one field' }] });
    const bad = await call('PATCH', `/api/admin/users/${admin.userId}`, admin.token, {
      user_status: 'pending',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'body.user_status' }] });
  });

  it('mails the confirmation link or the invitation again', async () => {
    const email = uniqueEmail('invited');
    const created = await createUser({
      user_email: email,
      user_first_name: 'Nur',
      user_last_name: 'Can',
      user_role: 'student',
      locale: 'tr',
    });
    await mail.waitFor(email, /hesap oluşturuldu/);
    const resent = await call(
      'POST',
      `/api/admin/users/${created.user_id}/resend-verification`,
      admin.token,
    );
    expect(resent.statusCode, resent.body).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      mail.to(email).filter((message) => /hesap oluşturuldu/.test(message.subject)),
    ).toHaveLength(2);
    expect(await auditOf('user.invitation_resent', created.user_id)).toHaveLength(1);

    const verified = await registerVerifiedUser(context.app, mail);
    const refused = await call(
      'POST',
      `/api/admin/users/${verified.login.user_current.user_id}/resend-verification`,
      admin.token,
    );
    expect(refused.statusCode).toBe(409);
  });
});
