import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  contactMessagePageSchema,
  contactMessageSchema,
  problemSchema,
  type ContactMessage,
  type ContactWriteInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { contactMessages } from '../src/features/contact/contact.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { contactMessagesPerAddressPerHour } from '../src/features/contact/contact.routes';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let moderator: string;
let student: string;

const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [adminAccount, moderatorAccount, studentAccount] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
  ]);
  admin = adminAccount.token;
  moderator = moderatorAccount.token;
  student = studentAccount.login.access_token;
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  payload?: object,
  remoteAddress = nextClientAddress(),
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress,
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

let counter = 0;
function contactBody(overrides: Partial<ContactWriteInput> = {}): ContactWriteInput {
  counter += 1;
  return {
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    email: `ayse.${String(counter)}@example.com`,
    phone: '+90 (532) 123-45-67',
    subject: `Question about the mobile app ${String(counter)}`,
    platform: 'mobile',
    details: 'The course list does not load on my phone after the last update.',
    locale: 'tr',
    ...overrides,
  };
}

async function send(overrides: Partial<ContactWriteInput> = {}): Promise<ContactWriteInput> {
  const body = contactBody(overrides);
  const response = await call('POST', '/contacts', undefined, body);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toEqual({ received: true });
  return body;
}

async function findBySubject(subject: string): Promise<ContactMessage> {
  const response = await call('GET', `/admin/contacts?q=${encodeURIComponent(subject)}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  const page = contactMessagePageSchema.parse(response.json());
  const found = page.items.find((item) => item.subject === subject);
  if (found === undefined) throw new Error(`No contact message «${subject}»`);
  return found;
}

function fieldMessages(body: string): Record<string, string> {
  const problem = problemSchema.parse(JSON.parse(body));
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

describe('the public contact form', () => {
  it('keeps a message sent without signing in, with the sender’s language', async () => {
    const body = await send();
    const message = await findBySubject(body.subject);
    expect(message).toMatchObject({
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email: body.email,
      phone: '+90 (532) 123-45-67',
      platform: 'mobile',
      locale: 'tr',
      status: 'new',
      reply: null,
      handled_at: null,
    });
  });

  it('answers bad input with the SPEC field messages and keeps nothing', async () => {
    const before = await context.database.db.$count(contactMessages);
    const response = await call('POST', '/contacts', undefined, {
      first_name: '',
      last_name: 'x'.repeat(61),
      email: 'not-an-address',
      phone: 'call me',
      subject: 'Hi',
      platform: 'tablet',
      details: 'short',
    });
    expect(response.statusCode).toBe(400);
    const messages = fieldMessages(response.body);
    expect(messages['body.first_name']).toBe('first_name is required');
    expect(messages['body.last_name']).toBe('must not exceed 60 characters');
    expect(messages['body.email']).toBe('please enter a valid email address');
    expect(messages['body.phone']).toBe(
      'phone may contain only digits, spaces, +, - and parentheses',
    );
    expect(messages['body.subject']).toBe('subject must be at least 3 characters');
    expect(messages['body.platform']).toBe('platform must be one of web, mobile, both, other');
    expect(messages['body.details']).toBe('details must be at least 10 characters');
    expect(await context.database.db.$count(contactMessages)).toBe(before);
  });

  it('accepts a message without a phone and rejects a phone of the wrong length', async () => {
    const withoutPhone = contactBody();
    delete withoutPhone.phone;
    const response = await call('POST', '/contacts', undefined, withoutPhone);
    expect(response.statusCode, response.body).toBe(201);
    expect((await findBySubject(withoutPhone.subject)).phone).toBeNull();
    const short = await call('POST', '/contacts', undefined, contactBody({ phone: '12 34' }));
    expect(fieldMessages(short.body)['body.phone']).toBe('phone must be at least 7 characters');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await context.database.db.$count(contactMessages);
    const response = await call(
      'POST',
      '/contacts',
      undefined,
      contactBody({ website: 'https://spam.example' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    expect(await context.database.db.$count(contactMessages)).toBe(before);
  });

  it('limits how many messages one address sends', async () => {
    const address = nextClientAddress();
    for (let index = 0; index < contactMessagesPerAddressPerHour; index += 1) {
      const response = await call('POST', '/contacts', undefined, contactBody(), address);
      expect(response.statusCode, response.body).toBe(201);
    }
    const limited = await call('POST', '/contacts', undefined, contactBody(), address);
    expect(limited.statusCode).toBe(429);
  });
});

describe('the admins’ contact messages', () => {
  it('is for admins only: 401 without a session, 403 for students and moderators', async () => {
    expect((await call('GET', '/admin/contacts', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/admin/contacts', student)).statusCode).toBe(403);
    expect((await call('GET', '/admin/contacts', moderator)).statusCode).toBe(403);
    const body = await send();
    const message = await findBySubject(body.subject);
    for (const [method, url, payload] of [
      ['GET', `/admin/contacts/${message.contact_id}`, undefined],
      ['POST', `/admin/contacts/${message.contact_id}/handled`, undefined],
      ['POST', `/admin/contacts/${message.contact_id}/reply`, { message: 'Hello' }],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, student, payload)).statusCode).toBe(403);
      expect((await call(method, url, moderator, payload)).statusCode).toBe(403);
    }
    expect((await findBySubject(body.subject)).status).toBe('new');
  });

  it('filters by status, searches Turkish-aware, and pages', async () => {
    const body = await send({ first_name: 'Çağrı', last_name: 'Işık' });
    const found = await call('GET', '/admin/contacts?q=cagri%20isik&status=new', admin);
    const page = contactMessagePageSchema.parse(found.json());
    expect(page.items.map((item) => item.subject)).toContain(body.subject);
    const handled = contactMessagePageSchema.parse(
      (await call('GET', '/admin/contacts?q=cagri&status=handled', admin)).json(),
    );
    expect(handled.items).toEqual([]);
    const small = contactMessagePageSchema.parse(
      (await call('GET', '/admin/contacts?page_size=10&page=1', admin)).json(),
    );
    expect(small.page_size).toBe(10);
    expect(small.total).toBeGreaterThanOrEqual(small.items.length);
    const bad = await call('GET', '/admin/contacts?page_size=7', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('shows one message, 404 for an unknown id, and marks it handled (audited)', async () => {
    const body = await send();
    const { contact_id } = await findBySubject(body.subject);
    const one = await call('GET', `/admin/contacts/${contact_id}`, admin);
    expect(contactMessageSchema.parse(one.json()).details).toBe(body.details);
    expect((await call('GET', `/admin/contacts/${unknownId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/admin/contacts/not-a-uuid', admin)).statusCode).toBe(400);

    const handled = await call('POST', `/admin/contacts/${contact_id}/handled`, admin);
    expect(handled.statusCode, handled.body).toBe(200);
    const view = contactMessageSchema.parse(handled.json());
    expect(view.status).toBe('handled');
    expect(view.handled_by_name).toBe('Deniz A.');
    expect(view.handled_at).not.toBeNull();
    const audits = await context.database.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'contact.handled'), eq(auditEntries.target_id, contact_id)),
      );
    expect(audits).toHaveLength(1);
    expect((await call('POST', `/admin/contacts/${unknownId}/handled`, admin)).statusCode).toBe(
      404,
    );
  });

  it('answers by e-mail in the sender’s language, marks it handled, and a second answer replaces it', async () => {
    const body = await send({ locale: 'tr' });
    const { contact_id } = await findBySubject(body.subject);
    const empty = await call('POST', `/admin/contacts/${contact_id}/reply`, admin, { message: '' });
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty.body)['body.message']).toBe('message is required');

    const first = await call('POST', `/admin/contacts/${contact_id}/reply`, admin, {
      message: 'Güncellemeyi yeniden yükleyin; sorun giderildi.',
    });
    expect(first.statusCode, first.body).toBe(200);
    const view = contactMessageSchema.parse(first.json());
    expect(view.status).toBe('handled');
    expect(view.reply).toBe('Güncellemeyi yeniden yükleyin; sorun giderildi.');
    expect(view.replied_at).not.toBeNull();
    const mailed = await mail.waitFor(body.email, /yanıt/);
    expect(mailed.subject).toBe('CampusHub’a gönderdiğiniz mesaja yanıt');
    expect(mailed.text).toContain('Merhaba Ayşe,');
    expect(mailed.text).toContain('Güncellemeyi yeniden yükleyin; sorun giderildi.');

    const second = await call('POST', `/admin/contacts/${contact_id}/reply`, admin, {
      message: 'One more note: clear the cache too.',
    });
    expect(contactMessageSchema.parse(second.json()).reply).toBe(
      'One more note: clear the cache too.',
    );
    await expect.poll(() => mail.to(body.email).length).toBe(2);
    const audits = await context.database.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'contact.replied'), eq(auditEntries.target_id, contact_id)),
      );
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits[0]?.details)).not.toContain('cache');
  });

  it('writes the answer in English to an English sender', async () => {
    const body = await send({ locale: 'en', first_name: 'John' });
    const { contact_id } = await findBySubject(body.subject);
    const response = await call('POST', `/admin/contacts/${contact_id}/reply`, admin, {
      message: 'Thanks, it is fixed now.',
    });
    expect(response.statusCode).toBe(200);
    const mailed = await mail.waitFor(body.email, /answer/);
    expect(mailed.subject).toBe('An answer to your message to CampusHub');
    expect(mailed.text).toContain('Hello John,');
    expect(mailed.text).toContain('Thanks, it is fixed now.');
  });

  it('answers 404 to a reply to an unknown message and sends nothing', async () => {
    const before = mail.messages.length;
    const response = await call('POST', `/admin/contacts/${unknownId}/reply`, admin, {
      message: 'Hello',
    });
    expect(response.statusCode).toBe(404);
    expect(mail.messages.length).toBe(before);
  });
});
