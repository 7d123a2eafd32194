import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  problemSchema,
  qbMatterPageSchema,
  qbMatterSchema,
  qbMessages,
  qbOptionPageSchema,
  qbOptionSchema,
  qbPhrasePageSchema,
  qbPhraseSchema,
  type QbMatter,
  type QbMatterInput,
  type QbOption,
  type QbOptionInput,
  type QbPhrase,
  type QbPhraseInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { users } from '../src/features/accounts/accounts.tables';
import {
  qbQuestionMatters,
  qbQuestionVersionOptions,
  qbQuestionVersions,
  qbQuestions,
  qbQuizzes,
  qbResponseChoices,
  qbResponses,
} from '../src/features/quiz-builder/quiz-builder.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let moderator: string;
let student: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  [admin, moderator, student] = await Promise.all([
    signedInWithRole(context, mail, 'admin').then((account) => account.token),
    signedInWithRole(context, mail, 'moderator').then((account) => account.token),
    registerVerifiedUser(context.app, mail).then((account) => account.login.access_token),
  ]);
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, token: string | undefined, payload?: object) {
  return context.app.inject({
    method,
    url: `/api/admin/qb${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A word no other test uses, so searches find only what one test made. */
let wordCount = 0;
function uniqueWord(): string {
  wordCount += 1;
  return `zq${String(Date.now() % 100000)}x${String(wordCount)}`;
}

async function createMatter(body: QbMatterInput): Promise<QbMatter> {
  const response = await call('POST', '/matter/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbMatterSchema.parse(response.json());
}

async function createOption(body: QbOptionInput): Promise<QbOption> {
  const response = await call('POST', '/option/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbOptionSchema.parse(response.json());
}

async function createPhrase(body: QbPhraseInput): Promise<QbPhrase> {
  const response = await call('POST', '/phrase/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbPhraseSchema.parse(response.json());
}

/** The field messages of a 400 answer, keyed by field. */
function fieldMessages(body: string): Record<string, string> {
  const problem = problemSchema.parse(JSON.parse(body));
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

async function auditCount(action: string, targetId: string): Promise<number> {
  const rows = await context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
  return rows.length;
}

/**
 * A question written straight into the database (its API comes later): worded
 * by a phrase or its own text, about some matters, offering some options.
 */
async function insertQuestion(input: {
  phraseId?: string;
  textEn?: string;
  matterIds?: string[];
  options?: { optionId: string; alternativeId?: string }[];
}): Promise<{ questionId: string; versionId: string }> {
  const db = context.database.db;
  const [question] = await db
    .insert(qbQuestions)
    .values({
      phrase_id: input.phraseId ?? null,
      text_en: input.phraseId === undefined ? (input.textEn ?? 'A question') : null,
      text_tr: input.phraseId === undefined ? 'Bir soru' : null,
      search_text: 'a question',
    })
    .returning();
  if (question === undefined) throw new Error('no question');
  for (const [position, matterId] of (input.matterIds ?? []).entries()) {
    await db
      .insert(qbQuestionMatters)
      .values({ question_id: question.question_id, matter_id: matterId, position });
  }
  const [version] = await db
    .insert(qbQuestionVersions)
    .values({ question_id: question.question_id, version_number: 1, type: 'single_choice' })
    .returning();
  if (version === undefined) throw new Error('no version');
  for (const [position, option] of (input.options ?? []).entries()) {
    await db.insert(qbQuestionVersionOptions).values({
      version_id: version.version_id,
      option_id: option.optionId,
      alternative_id: option.alternativeId ?? null,
      position,
    });
  }
  return { questionId: question.question_id, versionId: version.version_id };
}

describe('permissions', () => {
  const someId = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
  const calls: { method: Method; url: string; payload?: object }[] = [];
  const bodies: Record<string, object> = {
    matter: { name_en: 'Music', name_tr: 'Müzik' },
    option: { text_en: 'Yes', text_tr: 'Evet', value: 1 },
    phrase: { template_en: 'Do you like {matter}?', template_tr: '{matter} sever misin?' },
  };
  for (const entity of ['matter', 'option', 'phrase'] as const) {
    const body = bodies[entity];
    calls.push(
      { method: 'GET', url: `/${entity}/main/all` },
      { method: 'POST', url: `/${entity}/main`, ...(body === undefined ? {} : { payload: body }) },
      { method: 'GET', url: `/${entity}/main/${someId}` },
      {
        method: 'PUT',
        url: `/${entity}/main/${someId}`,
        ...(body === undefined ? {} : { payload: body }),
      },
      { method: 'DELETE', url: `/${entity}/main/${someId}` },
    );
  }

  it.each(calls)('$method $url: 401 signed out, 403 for students and moderators', async (entry) => {
    const anonymous = await call(entry.method, entry.url, undefined, entry.payload);
    expect(anonymous.statusCode).toBe(401);
    for (const token of [student, moderator]) {
      const response = await call(entry.method, entry.url, token, entry.payload);
      expect(response.statusCode, response.body).toBe(403);
      expect(problemSchema.parse(response.json()).code).toBe('forbidden');
    }
    // An admin gets past the guard (a 404 for the made-up id, never 401/403).
    const asAdmin = await call(entry.method, entry.url, admin, entry.payload);
    expect([200, 201, 204, 404]).toContain(asAdmin.statusCode);
  });
});

describe('matters', () => {
  it('creates, reads, lists, updates and deletes a matter, audited', async () => {
    const word = uniqueWord();
    const parent = await createMatter({
      name_en: `Hobbies ${word}`,
      name_tr: `Hobiler ${word}`,
      description_en: 'Free time',
      description_tr: 'Boş zaman',
    });
    expect(parent.parent).toBeNull();
    expect(parent.description_tr).toBe('Boş zaman');
    const child = await createMatter({
      name_en: `Chess ${word}`,
      name_tr: `Satranç ${word}`,
      parent_id: parent.matter_id,
    });
    expect(child.parent).toEqual({
      matter_id: parent.matter_id,
      name_en: parent.name_en,
      name_tr: parent.name_tr,
    });

    const read = await call('GET', `/matter/main/${parent.matter_id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(qbMatterSchema.parse(read.json()).children_count).toBe(1);

    const children = await call('GET', `/matter/main/all?parent_id=${parent.matter_id}`, admin);
    expect(qbMatterPageSchema.parse(children.json()).items.map((m) => m.matter_id)).toEqual([
      child.matter_id,
    ]);
    const topLevel = qbMatterPageSchema.parse(
      (await call('GET', `/matter/main/all?parent_id=none&q=${word}`, admin)).json(),
    );
    expect(topLevel.items.map((m) => m.matter_id)).toEqual([parent.matter_id]);

    const updated = await call('PUT', `/matter/main/${child.matter_id}`, admin, {
      name_en: `Board games ${word}`,
      name_tr: `Kutu oyunları ${word}`,
      parent_id: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const saved = qbMatterSchema.parse(updated.json());
    expect(saved.name_tr).toBe(`Kutu oyunları ${word}`);
    expect(saved.parent).toBeNull();

    expect((await call('DELETE', `/matter/main/${child.matter_id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/matter/main/${child.matter_id}`, admin)).statusCode).toBe(404);
    expect(await auditCount('qb_matter.created', child.matter_id)).toBe(1);
    expect(await auditCount('qb_matter.updated', child.matter_id)).toBe(1);
    expect(await auditCount('qb_matter.deleted', child.matter_id)).toBe(1);
  });

  it('explains what is wrong with a matter form', async () => {
    const missing = await call('POST', '/matter/main', admin, { name_en: 'Sports', name_tr: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(fieldMessages(missing.body)['body.name_tr']).toBe('name_tr is required');

    const halfDescription = await call('POST', '/matter/main', admin, {
      name_en: 'Sports',
      name_tr: 'Spor',
      description_en: 'Games and exercise',
    });
    expect(halfDescription.statusCode).toBe(400);
    // The rule's field is the empty one, so it reads as the SPEC's "{field} is required".
    expect(fieldMessages(halfDescription.body)['body.description_tr']).toBe(
      'description_tr is required',
    );

    const tooLong = await call('POST', '/matter/main', admin, {
      name_en: 'x'.repeat(121),
      name_tr: 'Spor',
    });
    expect(fieldMessages(tooLong.body)['body.name_en']).toBe('must not exceed 120 characters');

    const badId = await call('GET', '/matter/main/not-an-id', admin);
    expect(badId.statusCode).toBe(400);
    expect(fieldMessages(badId.body)['path.matter_id']).toBe('Invalid ID');

    const unknownParent = await call('POST', '/matter/main', admin, {
      name_en: 'Sports',
      name_tr: 'Spor',
      parent_id: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f',
    });
    expect(unknownParent.statusCode).toBe(400);
    expect(fieldMessages(unknownParent.body)['body.parent_id']).toBe(
      'The parent matter does not exist',
    );
  });

  it('refuses to put a matter inside itself or its own sub-matter', async () => {
    const top = await createMatter({ name_en: 'Arts', name_tr: 'Sanat' });
    const middle = await createMatter({
      name_en: 'Music',
      name_tr: 'Müzik',
      parent_id: top.matter_id,
    });
    const bottom = await createMatter({
      name_en: 'Jazz',
      name_tr: 'Caz',
      parent_id: middle.matter_id,
    });
    for (const parentId of [top.matter_id, bottom.matter_id]) {
      const response = await call('PUT', `/matter/main/${top.matter_id}`, admin, {
        name_en: 'Arts',
        name_tr: 'Sanat',
        parent_id: parentId,
      });
      expect(response.statusCode).toBe(400);
      expect(fieldMessages(response.body)['body.parent_id']).toBe(
        'A matter cannot be inside itself or one of its own sub-matters',
      );
    }
  });

  it('refuses to delete a matter that child matters or questions use, naming them', async () => {
    const word = uniqueWord();
    const parent = await createMatter({ name_en: `Food ${word}`, name_tr: `Yemek ${word}` });
    const child = await createMatter({
      name_en: 'Street food',
      name_tr: 'Sokak lezzetleri',
      parent_id: parent.matter_id,
    });
    const blocked = await call('DELETE', `/matter/main/${parent.matter_id}`, admin);
    expect(blocked.statusCode).toBe(409);
    expect(problemSchema.parse(blocked.json()).detail).toBe(
      'This matter is used by 1 child matter: "Street food". Remove it from them first.',
    );

    await insertQuestion({ textEn: 'Do you cook at home?', matterIds: [child.matter_id] });
    await insertQuestion({ textEn: 'How spicy do you eat?', matterIds: [child.matter_id] });
    const used = await call('DELETE', `/matter/main/${child.matter_id}`, admin);
    expect(used.statusCode).toBe(409);
    expect(problemSchema.parse(used.json()).detail).toBe(
      'This matter is used by 2 questions: "Do you cook at home?", "How spicy do you eat?". Remove it from them first.',
    );
    const count = await call('GET', `/matter/main/${child.matter_id}`, admin);
    expect(qbMatterSchema.parse(count.json()).question_count).toBe(2);
    // Nothing was deleted.
    expect((await call('GET', `/matter/main/${parent.matter_id}`, admin)).statusCode).toBe(200);
    expect(await auditCount('qb_matter.deleted', parent.matter_id)).toBe(0);
  });

  it('searches Turkish-aware over both languages and pages the list', async () => {
    const word = uniqueWord();
    const music = await createMatter({
      name_en: `Music education ${word}`,
      name_tr: `Müzik Öğrenimi ${word}`,
    });
    for (const query of ['ogrenim', 'MÜZİK ÖĞRENİMİ', 'muzik ogren', 'EDUCATION']) {
      const page = qbMatterPageSchema.parse(
        (
          await call('GET', `/matter/main/all?q=${encodeURIComponent(query)}&page_size=100`, admin)
        ).json(),
      );
      expect(
        page.items.map((m) => m.matter_id),
        query,
      ).toContain(music.matter_id);
    }
    const exact = qbMatterPageSchema.parse(
      (
        await call('GET', `/matter/main/all?q=${encodeURIComponent(`öğrenimi ${word}`)}`, admin)
      ).json(),
    );
    expect(exact.items.map((m) => m.matter_id)).toEqual([music.matter_id]);
    const none = qbMatterPageSchema.parse(
      (await call('GET', `/matter/main/all?q=${encodeURIComponent(`ışık ${word}`)}`, admin)).json(),
    );
    expect(none.total).toBe(0);

    const pageWord = uniqueWord();
    const letters = 'abcçdefgğhıijk';
    for (const letter of letters) {
      await createMatter({ name_en: `${letter} ${pageWord}`, name_tr: `${letter} ${pageWord}` });
    }
    const first = qbMatterPageSchema.parse(
      (await call('GET', `/matter/main/all?q=${pageWord}&page_size=10&lang=tr`, admin)).json(),
    );
    const second = qbMatterPageSchema.parse(
      (
        await call('GET', `/matter/main/all?q=${pageWord}&page_size=10&page=2&lang=tr`, admin)
      ).json(),
    );
    expect(first.total).toBe(letters.length);
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(letters.length - 10);
    // Turkish order: ç after c, ğ after g, ı before i.
    expect([...first.items, ...second.items].map((m) => m.name_tr.charAt(0)).join('')).toBe(
      letters,
    );

    const badSize = await call('GET', '/matter/main/all?page_size=7', admin);
    expect(badSize.statusCode).toBe(400);
    expect(fieldMessages(badSize.body)['query.page_size']).toBe(
      'page_size must be one of 10, 25, 50, 100',
    );
  });
});

describe('options', () => {
  it('creates an option with alternatives, edits the list and deletes it, audited', async () => {
    const word = uniqueWord();
    const option = await createOption({
      text_en: `Strongly agree ${word}`,
      text_tr: `Kesinlikle katılıyorum ${word}`,
      value: 5,
      alternatives: [
        { text_en: 'Completely agree', text_tr: 'Tamamen katılıyorum' },
        { text_en: 'Fully agree', text_tr: 'Tümüyle katılıyorum' },
      ],
    });
    expect(option.value).toBe(5);
    expect(option.alternatives.map((a) => a.text_en)).toEqual(['Completely agree', 'Fully agree']);
    const [completely, fully] = option.alternatives;
    if (completely === undefined || fully === undefined) throw new Error('alternatives missing');

    // Reorder and swap wordings, drop one, add one: all in one save.
    const updated = await call('PUT', `/option/main/${option.option_id}`, admin, {
      text_en: `Strongly agree ${word}`,
      text_tr: `Kesinlikle katılıyorum ${word}`,
      value: 4.5,
      alternatives: [
        { text_en: 'Totally agree', text_tr: 'Bütünüyle katılıyorum' },
        {
          alternative_id: completely.alternative_id,
          text_en: 'Fully agree',
          text_tr: 'Tümüyle katılıyorum',
        },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const saved = qbOptionSchema.parse(updated.json());
    expect(saved.value).toBe(4.5);
    expect(saved.alternatives.map((a) => a.text_en)).toEqual(['Totally agree', 'Fully agree']);
    expect(saved.alternatives[1]?.alternative_id).toBe(completely.alternative_id);
    expect(saved.alternatives.map((a) => a.alternative_id)).not.toContain(fully.alternative_id);

    const read = qbOptionSchema.parse(
      (await call('GET', `/option/main/${option.option_id}`, admin)).json(),
    );
    expect(read).toEqual(saved);

    // An alternative's wording is searchable.
    const found = qbOptionPageSchema.parse(
      (await call('GET', `/option/main/all?q=${encodeURIComponent(`bütünüyle`)}`, admin)).json(),
    );
    expect(found.items.map((o) => o.option_id)).toContain(option.option_id);

    expect((await call('DELETE', `/option/main/${option.option_id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/option/main/${option.option_id}`, admin)).statusCode).toBe(404);
    expect(await auditCount('qb_option.created', option.option_id)).toBe(1);
    expect(await auditCount('qb_option.updated', option.option_id)).toBe(1);
    expect(await auditCount('qb_option.deleted', option.option_id)).toBe(1);
  });

  it('explains what is wrong with an option form', async () => {
    const duplicate = await call('POST', '/option/main', admin, {
      text_en: 'Very good',
      text_tr: 'Çok iyi',
      value: 1,
      alternatives: [{ text_en: 'Great', text_tr: 'cok IYI' }],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(fieldMessages(duplicate.body)['body.alternatives.0.text_tr']).toBe(
      'Each wording of an option must be unique: "cok IYI" is used twice',
    );

    const outOfRange = await call('POST', '/option/main', admin, {
      text_en: 'Very good',
      text_tr: 'Çok iyi',
      value: 5000,
    });
    expect(fieldMessages(outOfRange.body)['body.value']).toBe(qbMessages.optionValue);

    const missing = await call('POST', '/option/main', admin, { text_en: 'Very good', value: 1 });
    expect(fieldMessages(missing.body)['body.text_tr']).toBe('text_tr is required');

    const option = await createOption({ text_en: 'Maybe', text_tr: 'Belki', value: 0 });
    const foreign = await call('PUT', `/option/main/${option.option_id}`, admin, {
      text_en: 'Maybe',
      text_tr: 'Belki',
      value: 0,
      alternatives: [
        {
          alternative_id: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f',
          text_en: 'Perhaps',
          text_tr: 'Olabilir',
        },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldMessages(foreign.body)['body.alternatives.0.alternative_id']).toBe(
      'This alternative does not belong to the option',
    );

    const badRange = await call('GET', '/option/main/all?min_value=3&max_value=1', admin);
    expect(fieldMessages(badRange.body)['query.max_value']).toBe(
      'max_value must not be less than min_value',
    );
  });

  it('filters by value and sorts by value', async () => {
    const word = uniqueWord();
    for (const value of [3, -1, 7]) {
      await createOption({ text_en: `${word} ${String(value)}`, text_tr: `${word} tr`, value });
    }
    const page = qbOptionPageSchema.parse(
      (await call('GET', `/option/main/all?q=${word}&min_value=0&sort=value`, admin)).json(),
    );
    expect(page.items.map((o) => o.value)).toEqual([3, 7]);
  });

  it('refuses to delete an option a question offers, or drop an alternative it shows', async () => {
    const option = await createOption({
      text_en: 'Often',
      text_tr: 'Sık sık',
      value: 3,
      alternatives: [{ text_en: 'Frequently', text_tr: 'Sıklıkla' }],
    });
    const alternativeId = option.alternatives[0]?.alternative_id;
    if (alternativeId === undefined) throw new Error('alternative missing');
    await insertQuestion({
      textEn: 'How often do you read?',
      options: [{ optionId: option.option_id, alternativeId }],
    });

    const blocked = await call('DELETE', `/option/main/${option.option_id}`, admin);
    expect(blocked.statusCode).toBe(409);
    expect(problemSchema.parse(blocked.json()).detail).toBe(
      'This option is used by 1 question: "How often do you read?". Remove it from them first.',
    );

    const dropped = await call('PUT', `/option/main/${option.option_id}`, admin, {
      text_en: 'Often',
      text_tr: 'Sık sık',
      value: 3,
      alternatives: [],
    });
    expect(dropped.statusCode).toBe(409);
    expect(problemSchema.parse(dropped.json()).detail).toBe(
      'This alternative ("Frequently") is used by 1 question: "How often do you read?". Remove it from them first.',
    );
    const read = qbOptionSchema.parse(
      (await call('GET', `/option/main/${option.option_id}`, admin)).json(),
    );
    expect(read.alternatives).toHaveLength(1);
    expect(read.question_count).toBe(1);
  });
});

describe('phrases', () => {
  it('creates, reads, filters, updates and deletes a phrase, audited', async () => {
    const word = uniqueWord();
    const phrase = await createPhrase({
      template_en: `How much do you enjoy {matter}? ${word}`,
      template_tr: `{matter} ne kadar hoşunuza gider? ${word}`,
    });
    expect(phrase.placeholders).toEqual(['matter']);
    const plain = await createPhrase({
      template_en: `Anything else? ${word}`,
      template_tr: `Başka bir şey? ${word}`,
    });
    expect(plain.placeholders).toEqual([]);

    const withMatter = qbPhrasePageSchema.parse(
      (await call('GET', `/phrase/main/all?q=${word}&placeholder=matter`, admin)).json(),
    );
    expect(withMatter.items.map((p) => p.phrase_id)).toEqual([phrase.phrase_id]);
    const without = qbPhrasePageSchema.parse(
      (await call('GET', `/phrase/main/all?q=${word}&placeholder=none`, admin)).json(),
    );
    expect(without.items.map((p) => p.phrase_id)).toEqual([plain.phrase_id]);
    const turkish = qbPhrasePageSchema.parse(
      (await call('GET', `/phrase/main/all?q=${encodeURIComponent(`HOŞUNUZA`)}`, admin)).json(),
    );
    expect(turkish.items.map((p) => p.phrase_id)).toContain(phrase.phrase_id);

    const updated = await call('PUT', `/phrase/main/${phrase.phrase_id}`, admin, {
      template_en: 'Do you prefer {matter} or {matter_2}?',
      template_tr: '{matter} mı {matter_2} mi?',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(qbPhraseSchema.parse(updated.json()).placeholders).toEqual(['matter', 'matter_2']);

    expect((await call('DELETE', `/phrase/main/${phrase.phrase_id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/phrase/main/${phrase.phrase_id}`, admin)).statusCode).toBe(404);
    expect(await auditCount('qb_phrase.created', phrase.phrase_id)).toBe(1);
    expect(await auditCount('qb_phrase.updated', phrase.phrase_id)).toBe(1);
    expect(await auditCount('qb_phrase.deleted', phrase.phrase_id)).toBe(1);
  });

  it('accepts only known placeholders, the same in both languages', async () => {
    const unknown = await call('POST', '/phrase/main', admin, {
      template_en: 'Do you like {topic}?',
      template_tr: '{topic} sever misin?',
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessages(unknown.body)['body.template_en']).toBe(
      'Unknown placeholder {topic}: use {matter} or {matter_2}',
    );

    const different = await call('POST', '/phrase/main', admin, {
      template_en: 'Do you like {matter}?',
      template_tr: 'Sever misin?',
    });
    expect(fieldMessages(different.body)['body.template_tr']).toBe(qbMessages.samePlaceholders);

    const braces = await call('POST', '/phrase/main', admin, {
      template_en: 'Do you like {matter?',
      template_tr: '{matter sever misin?',
    });
    expect(fieldMessages(braces.body)['body.template_en']).toBe(qbMessages.placeholderBraces);

    const missing = await call('POST', '/phrase/main', admin, { template_en: 'Hello' });
    expect(fieldMessages(missing.body)['body.template_tr']).toBe('template_tr is required');
  });

  it('refuses to delete a phrase a question is worded by', async () => {
    const phrase = await createPhrase({
      template_en: 'Would you try {matter}?',
      template_tr: '{matter} dener miydin?',
    });
    await insertQuestion({ phraseId: phrase.phrase_id });
    const blocked = await call('DELETE', `/phrase/main/${phrase.phrase_id}`, admin);
    expect(blocked.statusCode).toBe(409);
    expect(problemSchema.parse(blocked.json()).detail).toBe(
      'This phrase is used by 1 question: "Would you try {matter}?". Remove it from them first.',
    );
    expect((await call('GET', `/phrase/main/${phrase.phrase_id}`, admin)).statusCode).toBe(200);
  });
});

/** The PostgreSQL error code a failed query ends with, or undefined when it succeeded. */
async function errorCodeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    throw error;
  }
}

describe('the data model of answers', () => {
  it('keeps responses consistent with their question, version and options', async () => {
    const db = context.database.db;
    const [yes, no, other] = await Promise.all([
      createOption({ text_en: 'Yes', text_tr: 'Evet', value: 1 }),
      createOption({ text_en: 'No', text_tr: 'Hayır', value: 0 }),
      createOption({ text_en: 'Other', text_tr: 'Diğer', value: 0 }),
    ]);
    const asked = await insertQuestion({
      textEn: 'Do you live on campus?',
      options: [{ optionId: yes.option_id }, { optionId: no.option_id }],
    });
    const unrelated = await insertQuestion({ textEn: 'Do you cycle?' });
    const [quiz] = await db
      .insert(qbQuizzes)
      .values({ title_en: 'Living', title_tr: 'Yaşam', purpose: 'survey', search_text: 'living' })
      .returning();
    if (quiz === undefined) throw new Error('no quiz');
    const account = await registerVerifiedUser(context.app, mail);
    const userId = account.login.user_current.user_id;

    // An option appears once per version.
    expect(
      await errorCodeOf(
        db.insert(qbQuestionVersionOptions).values({
          version_id: asked.versionId,
          option_id: yes.option_id,
          position: 5,
        }),
      ),
    ).toBe('23505');

    // A response's version must belong to its question.
    expect(
      await errorCodeOf(
        db.insert(qbResponses).values({
          user_id: userId,
          quiz_id: quiz.quiz_id,
          question_id: unrelated.questionId,
          version_id: asked.versionId,
        }),
      ),
    ).toBe('23503');

    const [response] = await db
      .insert(qbResponses)
      .values({
        user_id: userId,
        quiz_id: quiz.quiz_id,
        question_id: asked.questionId,
        version_id: asked.versionId,
      })
      .returning();
    if (response === undefined) throw new Error('no response');
    await db.insert(qbResponseChoices).values({
      response_id: response.response_id,
      version_id: asked.versionId,
      option_id: yes.option_id,
    });
    // A chosen option must be one of the answered version's options.
    expect(
      await errorCodeOf(
        db.insert(qbResponseChoices).values({
          response_id: response.response_id,
          version_id: asked.versionId,
          option_id: other.option_id,
        }),
      ),
    ).toBe('23503');
    // One answer per user, quiz and version.
    expect(
      await errorCodeOf(
        db.insert(qbResponses).values({
          user_id: userId,
          quiz_id: quiz.quiz_id,
          question_id: asked.questionId,
          version_id: asked.versionId,
        }),
      ),
    ).toBe('23505');
    // An answered version cannot be deleted, nor its question: a restrict_violation
    // (23001) or, when the delete reaches it through a cascade, a foreign_key_violation.
    expect(['23001', '23503']).toContain(
      await errorCodeOf(
        db.delete(qbQuestions).where(eq(qbQuestions.question_id, asked.questionId)),
      ),
    );

    // A user's answers go with their account.
    await db.delete(users).where(eq(users.user_id, userId));
    expect(
      await db.select().from(qbResponses).where(eq(qbResponses.response_id, response.response_id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(qbResponseChoices)
        .where(eq(qbResponseChoices.response_id, response.response_id)),
    ).toEqual([]);
  });
});
