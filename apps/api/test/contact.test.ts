import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  contactMessagePageSchema,
  contactMessageSchema,
  type ContactMessage,
  type ContactWriteInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { contactMessages } from '../src/features/contact/contact.tables';
import { contactMessagesPerAddressPerHour } from '../src/features/contact/contact.routes';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { contactValues, createContactMessage } from './support/factories/contact';
import {
  expectProblem,
  expectStatus,
  fieldErrors,
  nextClientAddress,
  unknownId,
} from './support/http';
import { readQueueTotal, readWaitingCount, startWaitingCount } from './support/moderation';

const t = useTestApp({ mail: true });

function contactBody(overrides: Partial<ContactWriteInput> = {}): ContactWriteInput {
  const { phone, ...values } = contactValues();
  return { ...values, ...(phone === null ? {} : { phone }), ...overrides };
}

async function send(overrides: Partial<ContactWriteInput> = {}): Promise<ContactWriteInput> {
  const body = contactBody(overrides);
  const response = await t.api.call('POST', '/contacts', undefined, body);
  expectStatus(response, 201);
  expect(response.json()).toEqual({ received: true });
  return body;
}

async function findBySubject(admin: string, subject: string): Promise<ContactMessage> {
  const page = await t.api.read(
    `/admin/contacts?q=${encodeURIComponent(subject)}`,
    admin,
    contactMessagePageSchema,
  );
  const found = page.items.find((item) => item.subject === subject);
  if (found === undefined) throw new Error(`No contact message «${subject}»`);
  return found;
}

describe('the public contact form', () => {
  it('keeps a message sent without signing in, with the sender’s language', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const body = await send();
    const message = await findBySubject(admin.token, body.subject);
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
    const before = await t.database.db.$count(contactMessages);
    const response = await t.api.call('POST', '/contacts', undefined, {
      first_name: '',
      last_name: 'x'.repeat(61),
      email: 'not-an-address',
      phone: 'call me',
      subject: 'Hi',
      platform: 'tablet',
      details: 'short',
    });
    const messages = fieldErrors(response);
    expect(messages['body.first_name']).toBe('first_name is required');
    expect(messages['body.last_name']).toBe('must not exceed 60 characters');
    expect(messages['body.email']).toBe('please enter a valid email address');
    expect(messages['body.phone']).toBe(
      'phone may contain only digits, spaces, +, - and parentheses',
    );
    expect(messages['body.subject']).toBe('subject must be at least 3 characters');
    expect(messages['body.platform']).toBe('platform must be one of web, mobile, both, other');
    expect(messages['body.details']).toBe('details must be at least 10 characters');
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it('accepts a message without a phone and rejects a phone of the wrong length', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const withoutPhone = contactBody();
    delete withoutPhone.phone;
    expectStatus(await t.api.call('POST', '/contacts', undefined, withoutPhone), 201);
    expect((await findBySubject(admin.token, withoutPhone.subject)).phone).toBeNull();
    const short = await t.api.call('POST', '/contacts', undefined, contactBody({ phone: '12 34' }));
    expect(fieldErrors(short)['body.phone']).toBe('phone must be at least 7 characters');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await t.database.db.$count(contactMessages);
    const response = await t.api.call(
      'POST',
      '/contacts',
      undefined,
      contactBody({ website: 'https://spam.example' }),
    );
    expectStatus(response, 201);
    expect(response.json()).toEqual({ received: true });
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it('limits how many messages one address sends', async () => {
    const remoteAddress = nextClientAddress();
    for (let index = 0; index < contactMessagesPerAddressPerHour; index += 1) {
      const response = await t.api.call('POST', '/contacts', undefined, contactBody(), {
        remoteAddress,
      });
      expectStatus(response, 201);
    }
    const limited = await t.api.call('POST', '/contacts', undefined, contactBody(), {
      remoteAddress,
    });
    expectProblem(limited, 429);
  });
});

describe('the admins’ contact messages', () => {
  it('is for admins only: 401 without a session, 403 for students and moderators', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    expectProblem(await t.api.call('GET', '/admin/contacts'), 401);
    expectProblem(await t.api.call('GET', '/admin/contacts', student.token), 403);
    expectProblem(await t.api.call('GET', '/admin/contacts', moderator.token), 403);
    const message = await createContactMessage(t);
    for (const [method, url, payload] of [
      ['GET', `/admin/contacts/${message.contact_id}`, undefined],
      ['POST', `/admin/contacts/${message.contact_id}/handled`, undefined],
      ['POST', `/admin/contacts/${message.contact_id}/reply`, { message: 'Hello' }],
    ] as const) {
      expect((await t.api.call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await t.api.call(method, url, student.token, payload)).statusCode).toBe(403);
      expect((await t.api.call(method, url, moderator.token, payload)).statusCode).toBe(403);
    }
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.contact_id, message.contact_id));
    expect(stored?.status).toBe('new');
  });

  it('filters by status, searches Turkish-aware, and pages', async () => {
    const admin = await createUser(t, { role: 'admin' });
    // This test counts every message, so it starts from none: the one it looks for and eleven more.
    await t.database.db.delete(contactMessages);
    const message = await createContactMessage(t, { first_name: 'Çağrı', last_name: 'Işık' });
    for (let index = 0; index < 11; index += 1) await createContactMessage(t);
    const page = await t.api.read(
      '/admin/contacts?q=cagri%20isik&status=new',
      admin.token,
      contactMessagePageSchema,
    );
    expect(page.items.map((item) => item.subject)).toEqual([message.subject]);
    const handled = await t.api.read(
      '/admin/contacts?q=cagri&status=handled',
      admin.token,
      contactMessagePageSchema,
    );
    expect(handled.items).toEqual([]);
    const small = await t.api.read(
      '/admin/contacts?page_size=10&page=1',
      admin.token,
      contactMessagePageSchema,
    );
    expect(small.page_size).toBe(10);
    expect(small.items).toHaveLength(10);
    expect(small.total).toBe(12);
    const second = await t.api.read(
      '/admin/contacts?page_size=10&page=2',
      admin.token,
      contactMessagePageSchema,
    );
    expect(second.items).toHaveLength(2);
    expectProblem(await t.api.call('GET', '/admin/contacts?page_size=7', admin.token), 400);
  });

  it('shows one message, 404 for an unknown id, and marks it handled (audited)', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { contact_id, details } = await createContactMessage(t);
    const one = await t.api.read(
      `/admin/contacts/${contact_id}`,
      admin.token,
      contactMessageSchema,
    );
    expect(one.details).toBe(details);
    expectProblem(await t.api.call('GET', `/admin/contacts/${unknownId}`, admin.token), 404);
    expectProblem(await t.api.call('GET', '/admin/contacts/not-a-uuid', admin.token), 400);

    const handled = await t.api.call('POST', `/admin/contacts/${contact_id}/handled`, admin.token);
    const view = expectStatus(handled, 200, contactMessageSchema);
    expect(view.status).toBe('handled');
    expect(view.handled_by_name).toBe('Deniz A.');
    expect(view.handled_at).not.toBeNull();
    const audits = await t.database.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'contact.handled'), eq(auditEntries.target_id, contact_id)),
      );
    expect(audits).toHaveLength(1);
    expectProblem(
      await t.api.call('POST', `/admin/contacts/${unknownId}/handled`, admin.token),
      404,
    );
  });

  it('answers by e-mail in the sender’s language, marks it handled, and a second answer replaces it', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { contact_id, email } = await createContactMessage(t, { locale: 'tr' });
    const empty = await t.api.call('POST', `/admin/contacts/${contact_id}/reply`, admin.token, {
      message: '',
    });
    expect(fieldErrors(empty)['body.message']).toBe('message is required');

    const first = await t.api.call('POST', `/admin/contacts/${contact_id}/reply`, admin.token, {
      message: 'Güncellemeyi yeniden yükleyin; sorun giderildi.',
    });
    const view = expectStatus(first, 200, contactMessageSchema);
    expect(view.status).toBe('handled');
    expect(view.reply).toBe('Güncellemeyi yeniden yükleyin; sorun giderildi.');
    expect(view.replied_at).not.toBeNull();
    const mailed = await t.mail.waitFor(email, /yanıt/);
    expect(mailed.subject).toBe('CampusHub’a gönderdiğiniz mesaja yanıt');
    expect(mailed.text).toContain('Merhaba Ayşe,');
    expect(mailed.text).toContain('Güncellemeyi yeniden yükleyin; sorun giderildi.');

    const second = await t.api.call('POST', `/admin/contacts/${contact_id}/reply`, admin.token, {
      message: 'One more note: clear the cache too.',
    });
    expect(expectStatus(second, 200, contactMessageSchema).reply).toBe(
      'One more note: clear the cache too.',
    );
    await expect.poll(() => t.mail.to(email).length).toBe(2);
    const audits = await t.database.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'contact.replied'), eq(auditEntries.target_id, contact_id)),
      );
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits[0]?.details)).not.toContain('cache');
  });

  it('writes the answer in English to an English sender', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { contact_id, email } = await createContactMessage(t, {
      locale: 'en',
      first_name: 'John',
    });
    const response = await t.api.call('POST', `/admin/contacts/${contact_id}/reply`, admin.token, {
      message: 'Thanks, it is fixed now.',
    });
    expectStatus(response, 200);
    const mailed = await t.mail.waitFor(email, /answer/);
    expect(mailed.subject).toBe('An answer to your message to CampusHub');
    expect(mailed.text).toContain('Hello John,');
    expect(mailed.text).toContain('Thanks, it is fixed now.');
  });

  it('answers 404 to a reply to an unknown message and sends nothing', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const before = t.mail.messages.length;
    const response = await t.api.call('POST', `/admin/contacts/${unknownId}/reply`, admin.token, {
      message: 'Hello',
    });
    expectProblem(response, 404);
    expect(t.mail.messages.length).toBe(before);
  });
});

describe('the waiting count', () => {
  const url = '/admin/contacts/waiting-count';

  it('answers admins how many messages are new, as the list counts them, and follows handling one', async () => {
    const list = '/admin/contacts?status=new';
    const { reviewer: admin, before } = await startWaitingCount(t, url, 'admin', list);
    const message = await createContactMessage(t);
    expect(await readWaitingCount(t, url, admin.token)).toBe(before + 1);

    expectStatus(
      await t.api.call('POST', `/admin/contacts/${message.contact_id}/handled`, admin.token),
      200,
    );
    expect(await readWaitingCount(t, url, admin.token)).toBe(before);
    expect(await readQueueTotal(t, list, admin.token)).toBe(before);
  });
});
