import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
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
import { users } from '../src/features/accounts/accounts.tables';
import {
  qbQuestionVersionOptions,
  qbQuestions,
} from '../src/features/quiz-builder/questions.tables';
import { qbResponseChoices, qbResponses } from '../src/features/quiz-builder/responses.tables';
import { expectAdminOnly } from './support/access';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import {
  createMatter,
  createOption,
  createPhrase,
  createQuestion,
  createQuiz,
} from './support/factories/quiz-builder';
import { expectProblem, expectStatus, fieldErrors, type Method } from './support/http';

const t = useTestApp();

/** A word no other test uses, so searches find only what one test made. */
let wordCount = 0;
function uniqueWord(): string {
  wordCount += 1;
  return `zq${String(Date.now() % 100000)}x${String(wordCount)}`;
}

async function postMatter(admin: string, body: QbMatterInput): Promise<QbMatter> {
  return expectStatus(
    await t.api.call('POST', '/admin/qb/matter/main', admin, body),
    201,
    qbMatterSchema,
  );
}

async function postOption(admin: string, body: QbOptionInput): Promise<QbOption> {
  return expectStatus(
    await t.api.call('POST', '/admin/qb/option/main', admin, body),
    201,
    qbOptionSchema,
  );
}

async function postPhrase(admin: string, body: QbPhraseInput): Promise<QbPhrase> {
  return expectStatus(
    await t.api.call('POST', '/admin/qb/phrase/main', admin, body),
    201,
    qbPhraseSchema,
  );
}

async function newAdmin(): Promise<string> {
  return (await createUser(t, { role: 'admin' })).token;
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
      { method: 'GET', url: `/admin/qb/${entity}/main/all` },
      {
        method: 'POST',
        url: `/admin/qb/${entity}/main`,
        ...(body === undefined ? {} : { payload: body }),
      },
      { method: 'GET', url: `/admin/qb/${entity}/main/${someId}` },
      {
        method: 'PUT',
        url: `/admin/qb/${entity}/main/${someId}`,
        ...(body === undefined ? {} : { payload: body }),
      },
      { method: 'DELETE', url: `/admin/qb/${entity}/main/${someId}` },
    );
  }

  it.each(calls)('$method $url: 401 signed out, 403 for students and moderators', async (entry) => {
    await expectAdminOnly(t, entry);
  });
});

describe('matters', () => {
  it('creates, reads, lists, updates and deletes a matter, audited', async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    const parent = await postMatter(admin, {
      name_en: `Hobbies ${word}`,
      name_tr: `Hobiler ${word}`,
      description_en: 'Free time',
      description_tr: 'Boş zaman',
    });
    expect(parent.parent).toBeNull();
    expect(parent.description_tr).toBe('Boş zaman');
    const child = await postMatter(admin, {
      name_en: `Chess ${word}`,
      name_tr: `Satranç ${word}`,
      parent_id: parent.matter_id,
    });
    expect(child.parent).toEqual({
      matter_id: parent.matter_id,
      name_en: parent.name_en,
      name_tr: parent.name_tr,
    });

    const read = await t.api.read(
      `/admin/qb/matter/main/${parent.matter_id}`,
      admin,
      qbMatterSchema,
    );
    expect(read.children_count).toBe(1);

    const children = await t.api.read(
      `/admin/qb/matter/main/all?parent_id=${parent.matter_id}`,
      admin,
      qbMatterPageSchema,
    );
    expect(children.items.map((m) => m.matter_id)).toEqual([child.matter_id]);
    const topLevel = await t.api.read(
      `/admin/qb/matter/main/all?parent_id=none&q=${word}`,
      admin,
      qbMatterPageSchema,
    );
    expect(topLevel.items.map((m) => m.matter_id)).toEqual([parent.matter_id]);

    const updated = await t.api.call('PUT', `/admin/qb/matter/main/${child.matter_id}`, admin, {
      name_en: `Board games ${word}`,
      name_tr: `Kutu oyunları ${word}`,
      parent_id: null,
    });
    const saved = expectStatus(updated, 200, qbMatterSchema);
    expect(saved.name_tr).toBe(`Kutu oyunları ${word}`);
    expect(saved.parent).toBeNull();

    expectStatus(
      await t.api.call('DELETE', `/admin/qb/matter/main/${child.matter_id}`, admin),
      204,
    );
    expectProblem(await t.api.call('GET', `/admin/qb/matter/main/${child.matter_id}`, admin), 404);
    expect(await auditOf(t, 'qb_matter.created', child.matter_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_matter.updated', child.matter_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_matter.deleted', child.matter_id)).toHaveLength(1);
  });

  it('explains what is wrong with a matter form', async () => {
    const admin = await newAdmin();
    const missing = await t.api.call('POST', '/admin/qb/matter/main', admin, {
      name_en: 'Sports',
      name_tr: ' ',
    });
    expect(fieldErrors(missing)['body.name_tr']).toBe('name_tr is required');

    const halfDescription = await t.api.call('POST', '/admin/qb/matter/main', admin, {
      name_en: 'Sports',
      name_tr: 'Spor',
      description_en: 'Games and exercise',
    });
    // The rule's field is the empty one, so it reads as the SPEC's "{field} is required".
    expect(fieldErrors(halfDescription)['body.description_tr']).toBe('description_tr is required');

    const tooLong = await t.api.call('POST', '/admin/qb/matter/main', admin, {
      name_en: 'x'.repeat(121),
      name_tr: 'Spor',
    });
    expect(fieldErrors(tooLong)['body.name_en']).toBe('must not exceed 120 characters');

    const badId = await t.api.call('GET', '/admin/qb/matter/main/not-an-id', admin);
    expect(fieldErrors(badId)['path.matter_id']).toBe('Invalid ID');

    const unknownParent = await t.api.call('POST', '/admin/qb/matter/main', admin, {
      name_en: 'Sports',
      name_tr: 'Spor',
      parent_id: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f',
    });
    expect(fieldErrors(unknownParent)['body.parent_id']).toBe('The parent matter does not exist');
  });

  it('refuses to put a matter inside itself or its own sub-matter', async () => {
    const admin = await newAdmin();
    const top = await createMatter(t, { name_en: 'Arts', name_tr: 'Sanat' });
    const middle = await createMatter(t, {
      name_en: 'Music',
      name_tr: 'Müzik',
      parent_id: top.matter_id,
    });
    const bottom = await createMatter(t, {
      name_en: 'Jazz',
      name_tr: 'Caz',
      parent_id: middle.matter_id,
    });
    for (const parentId of [top.matter_id, bottom.matter_id]) {
      const response = await t.api.call('PUT', `/admin/qb/matter/main/${top.matter_id}`, admin, {
        name_en: 'Arts',
        name_tr: 'Sanat',
        parent_id: parentId,
      });
      expect(fieldErrors(response)['body.parent_id']).toBe(
        'A matter cannot be inside itself or one of its own sub-matters',
      );
    }
  });

  it('refuses to delete a matter that child matters or questions use, naming them', async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    const parent = await createMatter(t, { name_en: `Food ${word}`, name_tr: `Yemek ${word}` });
    const child = await createMatter(t, {
      name_en: 'Street food',
      name_tr: 'Sokak lezzetleri',
      parent_id: parent.matter_id,
    });
    const blocked = await t.api.call('DELETE', `/admin/qb/matter/main/${parent.matter_id}`, admin);
    expect(expectProblem(blocked, 409).detail).toBe(
      'This matter is used by 1 child matter: "Street food". Remove it from them first.',
    );

    await createQuestion(t, { text_en: 'Do you cook at home?', matter_ids: [child.matter_id] });
    await createQuestion(t, { text_en: 'How spicy do you eat?', matter_ids: [child.matter_id] });
    const used = await t.api.call('DELETE', `/admin/qb/matter/main/${child.matter_id}`, admin);
    expect(expectProblem(used, 409).detail).toBe(
      'This matter is used by 2 questions: "Do you cook at home?", "How spicy do you eat?". Remove it from them first.',
    );
    const count = await t.api.read(
      `/admin/qb/matter/main/${child.matter_id}`,
      admin,
      qbMatterSchema,
    );
    expect(count.question_count).toBe(2);
    // Nothing was deleted.
    expectStatus(await t.api.call('GET', `/admin/qb/matter/main/${parent.matter_id}`, admin), 200);
    expect(await auditOf(t, 'qb_matter.deleted', parent.matter_id)).toEqual([]);
  });

  it('searches Turkish-aware over both languages and pages the list', async () => {
    const admin = await newAdmin();
    const list = (query: string) =>
      t.api.read(`/admin/qb/matter/main/all?${query}`, admin, qbMatterPageSchema);
    const word = uniqueWord();
    const music = await createMatter(t, {
      name_en: `Music education ${word}`,
      name_tr: `Müzik Öğrenimi ${word}`,
    });
    for (const query of ['ogrenim', 'MÜZİK ÖĞRENİMİ', 'muzik ogren', 'EDUCATION']) {
      const page = await list(`q=${encodeURIComponent(query)}&page_size=100`);
      expect(
        page.items.map((m) => m.matter_id),
        query,
      ).toContain(music.matter_id);
    }
    const exact = await list(`q=${encodeURIComponent(`öğrenimi ${word}`)}`);
    expect(exact.items.map((m) => m.matter_id)).toEqual([music.matter_id]);
    const none = await list(`q=${encodeURIComponent(`ışık ${word}`)}`);
    expect(none.total).toBe(0);

    const pageWord = uniqueWord();
    const letters = 'abcçdefgğhıijk';
    for (const letter of letters) {
      await createMatter(t, { name_en: `${letter} ${pageWord}`, name_tr: `${letter} ${pageWord}` });
    }
    const first = await list(`q=${pageWord}&page_size=10&lang=tr`);
    const second = await list(`q=${pageWord}&page_size=10&page=2&lang=tr`);
    expect(first.total).toBe(letters.length);
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(letters.length - 10);
    // Turkish order: ç after c, ğ after g, ı before i.
    expect([...first.items, ...second.items].map((m) => m.name_tr.charAt(0)).join('')).toBe(
      letters,
    );

    const badSize = await t.api.call('GET', '/admin/qb/matter/main/all?page_size=7', admin);
    expect(fieldErrors(badSize)['query.page_size']).toBe(
      'page_size must be one of 10, 25, 50, 100',
    );
  });
});

describe('options', () => {
  it('creates an option with alternatives, edits the list and deletes it, audited', async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    const option = await postOption(admin, {
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
    const updated = await t.api.call('PUT', `/admin/qb/option/main/${option.option_id}`, admin, {
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
    const saved = expectStatus(updated, 200, qbOptionSchema);
    expect(saved.value).toBe(4.5);
    expect(saved.alternatives.map((a) => a.text_en)).toEqual(['Totally agree', 'Fully agree']);
    expect(saved.alternatives[1]?.alternative_id).toBe(completely.alternative_id);
    expect(saved.alternatives.map((a) => a.alternative_id)).not.toContain(fully.alternative_id);

    const read = await t.api.read(
      `/admin/qb/option/main/${option.option_id}`,
      admin,
      qbOptionSchema,
    );
    expect(read).toEqual(saved);

    // An alternative's wording is searchable.
    const found = await t.api.read(
      `/admin/qb/option/main/all?q=${encodeURIComponent(`bütünüyle`)}`,
      admin,
      qbOptionPageSchema,
    );
    expect(found.items.map((o) => o.option_id)).toContain(option.option_id);

    expectStatus(
      await t.api.call('DELETE', `/admin/qb/option/main/${option.option_id}`, admin),
      204,
    );
    expectProblem(await t.api.call('GET', `/admin/qb/option/main/${option.option_id}`, admin), 404);
    expect(await auditOf(t, 'qb_option.created', option.option_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_option.updated', option.option_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_option.deleted', option.option_id)).toHaveLength(1);
  });

  it('explains what is wrong with an option form', async () => {
    const admin = await newAdmin();
    const duplicate = await t.api.call('POST', '/admin/qb/option/main', admin, {
      text_en: 'Very good',
      text_tr: 'Çok iyi',
      value: 1,
      alternatives: [{ text_en: 'Great', text_tr: 'cok IYI' }],
    });
    expect(fieldErrors(duplicate)['body.alternatives.0.text_tr']).toBe(
      'Each wording of an option must be unique: "cok IYI" is used twice',
    );

    const outOfRange = await t.api.call('POST', '/admin/qb/option/main', admin, {
      text_en: 'Very good',
      text_tr: 'Çok iyi',
      value: 5000,
    });
    expect(fieldErrors(outOfRange)['body.value']).toBe(qbMessages.optionValue);

    const missing = await t.api.call('POST', '/admin/qb/option/main', admin, {
      text_en: 'Very good',
      value: 1,
    });
    expect(fieldErrors(missing)['body.text_tr']).toBe('text_tr is required');

    const option = await createOption(t, { text_en: 'Maybe', text_tr: 'Belki', value: 0 });
    const foreign = await t.api.call('PUT', `/admin/qb/option/main/${option.option_id}`, admin, {
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
    expect(fieldErrors(foreign)['body.alternatives.0.alternative_id']).toBe(
      'This alternative does not belong to the option',
    );

    const badRange = await t.api.call(
      'GET',
      '/admin/qb/option/main/all?min_value=3&max_value=1',
      admin,
    );
    expect(fieldErrors(badRange)['query.max_value']).toBe(
      'max_value must not be less than min_value',
    );
  });

  it('filters by value and sorts by value', async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    for (const value of [3, -1, 7]) {
      await createOption(t, { text_en: `${word} ${String(value)}`, text_tr: `${word} tr`, value });
    }
    const page = await t.api.read(
      `/admin/qb/option/main/all?q=${word}&min_value=0&sort=value`,
      admin,
      qbOptionPageSchema,
    );
    expect(page.items.map((o) => o.value)).toEqual([3, 7]);
  });

  it('refuses to delete an option a question offers, or drop an alternative it shows', async () => {
    const admin = await newAdmin();
    const option = await createOption(t, {
      text_en: 'Often',
      text_tr: 'Sık sık',
      value: 3,
      alternatives: [{ text_en: 'Frequently', text_tr: 'Sıklıkla' }],
    });
    const alternativeId = option.alternatives[0]?.alternative_id;
    if (alternativeId === undefined) throw new Error('alternative missing');
    await createQuestion(t, {
      text_en: 'How often do you read?',
      options: [{ option_id: option.option_id, alternative_id: alternativeId }],
    });

    const blocked = await t.api.call('DELETE', `/admin/qb/option/main/${option.option_id}`, admin);
    expect(expectProblem(blocked, 409).detail).toBe(
      'This option is used by 1 question: "How often do you read?". Remove it from them first.',
    );

    const dropped = await t.api.call('PUT', `/admin/qb/option/main/${option.option_id}`, admin, {
      text_en: 'Often',
      text_tr: 'Sık sık',
      value: 3,
      alternatives: [],
    });
    expect(expectProblem(dropped, 409).detail).toBe(
      'This alternative ("Frequently") is used by 1 question: "How often do you read?". Remove it from them first.',
    );
    const read = await t.api.read(
      `/admin/qb/option/main/${option.option_id}`,
      admin,
      qbOptionSchema,
    );
    expect(read.alternatives).toHaveLength(1);
    expect(read.question_count).toBe(1);
  });
});

describe('phrases', () => {
  it('creates, reads, filters, updates and deletes a phrase, audited', async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    const phrase = await postPhrase(admin, {
      template_en: `How much do you enjoy {matter}? ${word}`,
      template_tr: `{matter} ne kadar hoşunuza gider? ${word}`,
    });
    expect(phrase.placeholders).toEqual(['matter']);
    const plain = await postPhrase(admin, {
      template_en: `Anything else? ${word}`,
      template_tr: `Başka bir şey? ${word}`,
    });
    expect(plain.placeholders).toEqual([]);

    const withMatter = await t.api.read(
      `/admin/qb/phrase/main/all?q=${word}&placeholder=matter`,
      admin,
      qbPhrasePageSchema,
    );
    expect(withMatter.items.map((p) => p.phrase_id)).toEqual([phrase.phrase_id]);
    const without = await t.api.read(
      `/admin/qb/phrase/main/all?q=${word}&placeholder=none`,
      admin,
      qbPhrasePageSchema,
    );
    expect(without.items.map((p) => p.phrase_id)).toEqual([plain.phrase_id]);
    const turkish = await t.api.read(
      `/admin/qb/phrase/main/all?q=${encodeURIComponent(`HOŞUNUZA`)}`,
      admin,
      qbPhrasePageSchema,
    );
    expect(turkish.items.map((p) => p.phrase_id)).toContain(phrase.phrase_id);

    const updated = await t.api.call('PUT', `/admin/qb/phrase/main/${phrase.phrase_id}`, admin, {
      template_en: 'Do you prefer {matter} or {matter_2}?',
      template_tr: '{matter} mı {matter_2} mi?',
    });
    expect(expectStatus(updated, 200, qbPhraseSchema).placeholders).toEqual(['matter', 'matter_2']);

    expectStatus(
      await t.api.call('DELETE', `/admin/qb/phrase/main/${phrase.phrase_id}`, admin),
      204,
    );
    expectProblem(await t.api.call('GET', `/admin/qb/phrase/main/${phrase.phrase_id}`, admin), 404);
    expect(await auditOf(t, 'qb_phrase.created', phrase.phrase_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_phrase.updated', phrase.phrase_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_phrase.deleted', phrase.phrase_id)).toHaveLength(1);
  });

  it('accepts only known placeholders, the same in both languages', async () => {
    const admin = await newAdmin();
    const post = (body: object) => t.api.call('POST', '/admin/qb/phrase/main', admin, body);
    const unknown = await post({
      template_en: 'Do you like {topic}?',
      template_tr: '{topic} sever misin?',
    });
    expect(fieldErrors(unknown)['body.template_en']).toBe(
      'Unknown placeholder {topic}: use {matter} or {matter_2}',
    );

    const different = await post({
      template_en: 'Do you like {matter}?',
      template_tr: 'Sever misin?',
    });
    expect(fieldErrors(different)['body.template_tr']).toBe(qbMessages.samePlaceholders);

    const braces = await post({
      template_en: 'Do you like {matter?',
      template_tr: '{matter sever misin?',
    });
    expect(fieldErrors(braces)['body.template_en']).toBe(qbMessages.placeholderBraces);

    const missing = await post({ template_en: 'Hello' });
    expect(fieldErrors(missing)['body.template_tr']).toBe('template_tr is required');
  });

  it('refuses to delete a phrase a question is worded by', async () => {
    const admin = await newAdmin();
    const phrase = await createPhrase(t, {
      template_en: 'Would you try {matter}?',
      template_tr: '{matter} dener miydin?',
    });
    await createQuestion(t, { phrase_id: phrase.phrase_id });
    const blocked = await t.api.call('DELETE', `/admin/qb/phrase/main/${phrase.phrase_id}`, admin);
    expect(expectProblem(blocked, 409).detail).toBe(
      'This phrase is used by 1 question: "Would you try {matter}?". Remove it from them first.',
    );
    expectStatus(await t.api.call('GET', `/admin/qb/phrase/main/${phrase.phrase_id}`, admin), 200);
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
    const db = t.database.db;
    const [yes, no, other] = await Promise.all([
      createOption(t, { text_en: 'Yes', text_tr: 'Evet', value: 1 }),
      createOption(t, { text_en: 'No', text_tr: 'Hayır', value: 0 }),
      createOption(t, { text_en: 'Other', text_tr: 'Diğer', value: 0 }),
    ]);
    const asked = await createQuestion(t, {
      type: 'single_choice',
      text_en: 'Do you live on campus?',
      options: [yes, no],
    });
    const unrelated = await createQuestion(t, { type: 'single_choice', text_en: 'Do you cycle?' });
    const quiz = await createQuiz(t, { title_en: 'Living', title_tr: 'Yaşam', purpose: 'survey' });
    const userId = (await createUser(t)).id;

    // An option appears once per version.
    expect(
      await errorCodeOf(
        db.insert(qbQuestionVersionOptions).values({
          version_id: asked.version_id,
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
          question_id: unrelated.question_id,
          version_id: asked.version_id,
        }),
      ),
    ).toBe('23503');

    const [response] = await db
      .insert(qbResponses)
      .values({
        user_id: userId,
        quiz_id: quiz.quiz_id,
        question_id: asked.question_id,
        version_id: asked.version_id,
      })
      .returning();
    if (response === undefined) throw new Error('no response');
    await db.insert(qbResponseChoices).values({
      response_id: response.response_id,
      version_id: asked.version_id,
      option_id: yes.option_id,
    });
    // A chosen option must be one of the answered version's options.
    expect(
      await errorCodeOf(
        db.insert(qbResponseChoices).values({
          response_id: response.response_id,
          version_id: asked.version_id,
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
          question_id: asked.question_id,
          version_id: asked.version_id,
        }),
      ),
    ).toBe('23505');
    // An answered version cannot be deleted, nor its question: a restrict_violation
    // (23001) or, when the delete reaches it through a cascade, a foreign_key_violation.
    expect(['23001', '23503']).toContain(
      await errorCodeOf(
        db.delete(qbQuestions).where(eq(qbQuestions.question_id, asked.question_id)),
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
