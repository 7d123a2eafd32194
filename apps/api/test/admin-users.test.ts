import { describe, expect, it } from 'vitest';
import { adminUserListSchema, adminUserSchema, type AdminUser } from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser, strongPassword, uniqueEmail } from './support/factories/accounts';
import { expectProblem, expectStatus, fieldErrors, type Method, unknownId } from './support/http';
import { linkIn } from './support/mail-catcher';

const t = useTestApp({ mail: true, env: { APP_URL: 'http://campus.example.edu' } });

/** An account made by an admin through the API (the subject here). */
async function create(admin: string, body: Record<string, unknown>): Promise<AdminUser> {
  return expectStatus(await t.api.call('POST', '/admin/users', admin, body), 201, adminUserSchema);
}

function passwordSignIn(email: string, password = strongPassword) {
  return t.api.call('POST', '/reception/login', undefined, {
    user_email: email,
    user_password: password,
  });
}

describe(`admin user management on ${testDriver}`, () => {
  it('is closed without a token (401) and to moderators (403)', async () => {
    const [moderator, someone] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    const id = someone.id;
    const routes: [Method, string, object?][] = [
      ['GET', '/admin/users'],
      ['GET', `/admin/users/${id}`],
      [
        'POST',
        '/admin/users',
        {
          user_email: uniqueEmail(),
          user_first_name: 'A',
          user_last_name: 'B',
          user_role: 'student',
        },
      ],
      ['PATCH', `/admin/users/${id}`, { user_first_name: 'Changed' }],
      ['POST', `/admin/users/${id}/resend-verification`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await t.api.call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await t.api.call(method, url, moderator.token, payload)).statusCode, url).toBe(403);
    }
  });

  it('creates an account that starts with an invitation to choose a password', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const email = uniqueEmail('invited');
    const created = await create(admin.token, {
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
    expect(await auditOf(t, 'user.created_by_admin', created.user_id)).toHaveLength(1);

    const invitation = await t.mail.waitFor(email, /was created for you/);
    const link = linkIn(invitation);
    expect(link.origin + link.pathname).toBe('http://campus.example.edu/reception/password-reset');
    expect((await passwordSignIn(email)).statusCode).toBe(401);

    const reset = await t.api.call('POST', '/reception/password-reset', undefined, {
      token: link.searchParams.get('token'),
      new_password: strongPassword,
    });
    expectStatus(reset, 200);
    const login = await passwordSignIn(email);
    expectStatus(login, 200);
    expect(login.json()).toMatchObject({ user_current: { user_role: 'moderator' } });

    const again = await t.api.call('POST', '/admin/users', admin.token, {
      user_email: email.toUpperCase(),
      user_first_name: 'Kerem',
      user_last_name: 'Işık',
      user_role: 'student',
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers field messages for a bad new account', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const response = await t.api.call('POST', '/admin/users', admin.token, {
      user_email: 'nope',
      user_first_name: '',
      user_role: 'king',
    });
    expect(fieldErrors(response)).toMatchObject({
      'body.user_email': 'please enter a valid email address',
      'body.user_first_name': 'user_first_name is required',
      'body.user_last_name': 'user_last_name is required',
      'body.user_role': 'user_role must be one of admin, moderator, student, graduate',
    });
  });

  it('lists, searches Turkish-aware, filters, sorts and pages', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const suffix = uniqueEmail('x').slice(2, 8);
    const first = await create(admin.token, {
      user_email: uniqueEmail('sukru'),
      user_first_name: 'Şükrü',
      user_last_name: `Öztürk${suffix}`,
      user_role: 'student',
    });
    await create(admin.token, {
      user_email: uniqueEmail('ilkay'),
      user_first_name: 'İlkay',
      user_last_name: `Öztürk${suffix}`,
      user_role: 'graduate',
    });
    const page = await t.api.read(
      `/admin/users?q=ozturk${suffix}&sort=name`,
      admin.token,
      adminUserListSchema,
    );
    expect(page.total).toBe(2);
    expect(page.items.map((user) => user.user_first_name)).toEqual(
      expect.arrayContaining(['Şükrü', 'İlkay']),
    );

    const upper = await t.api.read(
      `/admin/users?q=${encodeURIComponent(`ŞÜKRÜ ÖZTÜRK${suffix}`)}`,
      admin.token,
      adminUserListSchema,
    );
    expect(upper.items.map((user) => user.user_id)).toEqual([first.user_id]);

    const graduates = await t.api.read(
      `/admin/users?q=ozturk${suffix}&role=graduate&status=active`,
      admin.token,
      adminUserListSchema,
    );
    expect(graduates.items.map((u) => u.user_first_name)).toEqual(['İlkay']);

    // Everyone in this file's database, whatever the other tests made.
    const everyone = await t.database.db.select({ user_email: users.user_email }).from(users);
    const list = await t.api.read(
      '/admin/users?page_size=10&page=1&sort=email',
      admin.token,
      adminUserListSchema,
    );
    expect(list.page_size).toBe(10);
    expect(list.total).toBe(everyone.length);
    const emails = list.items.map((user) => user.user_email);
    expect(emails).toHaveLength(Math.min(10, everyone.length));
    expect(emails).toEqual([...emails].sort());

    const one = await t.api.read(`/admin/users/${first.user_id}`, admin.token, adminUserSchema);
    expect(one.user_email).toBe(first.user_email);

    const bad = await t.api.call('GET', '/admin/users?page_size=7&sort=age&role=king', admin.token);
    expect(Object.keys(fieldErrors(bad))).toEqual(
      expect.arrayContaining(['query.page_size', 'query.sort', 'query.role']),
    );
    expectProblem(await t.api.call('GET', '/admin/users/not-a-uuid', admin.token), 400);
    expectProblem(await t.api.call('GET', `/admin/users/${unknownId}`, admin.token), 404);
  });

  it('ends every session of a person whose role changes, at once', async () => {
    const [admin, target] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    expectStatus(await t.api.call('GET', '/reception/verify-token', target.token), 200);

    const changed = await t.api.call('PATCH', `/admin/users/${target.id}`, admin.token, {
      user_role: 'moderator',
    });
    expect(expectStatus(changed, 200, adminUserSchema)).toMatchObject({ user_role: 'moderator' });
    expect((await t.api.call('GET', '/reception/verify-token', target.token)).statusCode).toBe(401);
    const refreshed = await t.api.call('POST', '/reception/refresh', undefined, {
      refresh_token: target.refreshToken,
    });
    expect(refreshed.statusCode).toBe(401);

    const audit = await auditOf(t, 'user.role_changed', target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.id,
      details: { from: 'student', to: 'moderator' },
    });

    const login = await passwordSignIn(target.email);
    expect(login.json()).toMatchObject({ user_current: { user_role: 'moderator' } });
  });

  it('blocks sign-in when deactivated, and lets it again when reactivated', async () => {
    const [admin, target] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    const deactivated = await t.api.call('PATCH', `/admin/users/${target.id}`, admin.token, {
      user_status: 'deactivated',
    });
    expect(expectStatus(deactivated, 200, adminUserSchema)).toMatchObject({
      user_status: 'deactivated',
    });
    expect((await t.api.call('GET', '/reception/verify-token', target.token)).statusCode).toBe(401);
    const blocked = await passwordSignIn(target.email);
    expectProblem(blocked, 403, 'account_deactivated');
    expect(await auditOf(t, 'user.deactivated', target.id)).toHaveLength(1);

    const reactivated = await t.api.call('PATCH', `/admin/users/${target.id}`, admin.token, {
      user_status: 'active',
      user_first_name: 'Derya',
    });
    expect(reactivated.json()).toMatchObject({ user_status: 'active', user_first_name: 'Derya' });
    expect((await passwordSignIn(target.email)).statusCode).toBe(200);
    expect(await auditOf(t, 'user.reactivated', target.id)).toHaveLength(1);
    expect(await auditOf(t, 'user.renamed_by_admin', target.id)).toHaveLength(1);
  });

  it('keeps an admin from demoting or deactivating themselves, so one admin always remains', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const url = `/admin/users/${admin.id}`;
    const demote = await t.api.call('PATCH', url, admin.token, { user_role: 'student' });
    expectProblem(demote, 409, 'conflict');
    const deactivate = await t.api.call('PATCH', url, admin.token, { user_status: 'deactivated' });
    expect(deactivate.statusCode).toBe(409);
    const rename = await t.api.call('PATCH', url, admin.token, { user_last_name: 'Yönetici' });
    expect(expectStatus(rename, 200, adminUserSchema)).toMatchObject({
      user_role: 'admin',
      user_last_name: 'Yönetici',
    });

    // A second admin may demote the first; the last one left cannot go.
    const second = await createUser(t, { role: 'admin' });
    const byOther = await t.api.call('PATCH', url, second.token, { user_role: 'moderator' });
    expect(byOther.statusCode).toBe(200);
    const last = await t.api.call('PATCH', `/admin/users/${second.id}`, second.token, {
      user_role: 'student',
    });
    expect(last.statusCode).toBe(409);
    // The second admin may make the first an admin again, who then signs in anew.
    const restored = await t.api.call('PATCH', url, second.token, { user_role: 'admin' });
    expect(restored.statusCode).toBe(200);
    expect((await passwordSignIn(admin.email)).statusCode).toBe(200);
  });

  it('answers field messages for an empty or bad change', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const empty = await t.api.call('PATCH', `/admin/users/${admin.id}`, admin.token, {});
    expect(expectProblem(empty, 400)).toMatchObject({
      errors: [{ message: 'Change at least one field' }],
    });
    const bad = await t.api.call('PATCH', `/admin/users/${admin.id}`, admin.token, {
      user_status: 'pending',
    });
    expect(expectProblem(bad, 400)).toMatchObject({ errors: [{ field: 'body.user_status' }] });
  });

  it('mails the confirmation link or the invitation again', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const email = uniqueEmail('invited');
    const created = await create(admin.token, {
      user_email: email,
      user_first_name: 'Nur',
      user_last_name: 'Can',
      user_role: 'student',
      locale: 'tr',
    });
    await t.mail.waitFor(email, /hesap oluşturuldu/);
    const resent = await t.api.call(
      'POST',
      `/admin/users/${created.user_id}/resend-verification`,
      admin.token,
    );
    expectStatus(resent, 202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      t.mail.to(email).filter((message) => /hesap oluşturuldu/.test(message.subject)),
    ).toHaveLength(2);
    expect(await auditOf(t, 'user.invitation_resent', created.user_id)).toHaveLength(1);

    const verified = await createUser(t);
    const refused = await t.api.call(
      'POST',
      `/admin/users/${verified.id}/resend-verification`,
      admin.token,
    );
    expect(refused.statusCode).toBe(409);
  });
});
