import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  qbNoOptionsMessage,
  qbPhraseNeedsMattersMessage,
  qbQuestionMessages,
  qbQuestionPageSchema,
  qbQuestionSchema,
  qbTooFewOptionsMessage,
  qbUnknownMatterMessage,
  qbUnknownOptionMessage,
  type QbQuestion,
  type QbQuestionInput,
} from '@campus/contracts';
import {
  qbQuestionVersionOptions,
  qbQuestionVersions,
} from '../src/features/quiz-builder/questions.tables';
import { qbResponses } from '../src/features/quiz-builder/responses.tables';
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
  createResponse,
} from './support/factories/quiz-builder';
import { expectProblem, expectStatus, fieldErrors, type Method } from './support/http';

const t = useTestApp();

/** A word no other test uses, so searches find only what one test made. */
let wordCount = 0;
function uniqueWord(): string {
  wordCount += 1;
  return `qq${String(Date.now() % 100000)}w${String(wordCount)}`;
}

async function newAdmin(): Promise<string> {
  return (await createUser(t, { role: 'admin' })).token;
}

/** The options most tests offer: yes (with the alternative "Absolutely"), no and maybe. */
async function yesNoMaybe() {
  const [yes, no, maybe] = await Promise.all([
    createOption(t, {
      text_en: 'Yes',
      text_tr: 'Evet',
      value: 1,
      alternatives: [{ text_en: 'Absolutely', text_tr: 'Kesinlikle' }],
    }),
    createOption(t, { text_en: 'No', text_tr: 'Hayır', value: 0 }),
    createOption(t, { text_en: 'Maybe', text_tr: 'Belki', value: 0.5 }),
  ]);
  return { yes, no, maybe };
}

/** The options of a question body, in this order. */
const offered = (...options: { option_id: string }[]) =>
  options.map((option) => ({ option_id: option.option_id }));

async function postQuestion(admin: string, body: QbQuestionInput): Promise<QbQuestion> {
  return expectStatus(
    await t.api.call('POST', '/admin/qb/question/main', admin, body),
    201,
    qbQuestionSchema,
  );
}

async function readQuestion(admin: string, questionId: string): Promise<QbQuestion> {
  return t.api.read(`/admin/qb/question/main/${questionId}`, admin, qbQuestionSchema);
}

async function saveQuestion(
  admin: string,
  questionId: string,
  body: QbQuestionInput,
): Promise<QbQuestion> {
  return expectStatus(
    await t.api.call('PUT', `/admin/qb/question/main/${questionId}`, admin, body),
    200,
    qbQuestionSchema,
  );
}

/** An answer to the question's current version, by a new student in a new quiz. */
async function answer(question: {
  question_id: string;
  version_id: string;
  type: QbQuestion['type'];
}): Promise<number> {
  const [student, quiz] = await Promise.all([
    createUser(t),
    createQuiz(t, { title_en: `Answered ${uniqueWord()}` }),
  ]);
  return createResponse(t, {
    user_id: student.id,
    quiz_id: quiz.quiz_id,
    question_id: question.question_id,
    version_id: question.version_id,
    scale_value: question.type === 'scale' ? 3 : null,
    text_value: question.type === 'short_text' ? 'An answer' : null,
  });
}

describe('permissions', () => {
  const someId = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
  const body = { type: 'short_text', text_en: 'Why?', text_tr: 'Neden?' };
  const calls: { method: Method; url: string; payload?: object }[] = [
    { method: 'GET', url: '/admin/qb/question/main/all' },
    { method: 'POST', url: '/admin/qb/question/main', payload: body },
    { method: 'GET', url: `/admin/qb/question/main/${someId}` },
    { method: 'PUT', url: `/admin/qb/question/main/${someId}`, payload: body },
    { method: 'DELETE', url: `/admin/qb/question/main/${someId}` },
  ];

  it.each(calls)('$method $url: 401 signed out, 403 for students and moderators', async (entry) => {
    await expectAdminOnly(t, entry);
  });
});

describe('creating questions', () => {
  it('creates a question of each type, audited', async () => {
    const admin = await newAdmin();
    const { yes, no, maybe } = await yesNoMaybe();
    const single = await postQuestion(admin, {
      type: 'single_choice',
      text_en: 'Do you live on campus?',
      text_tr: 'Kampüste mi yaşıyorsunuz?',
      options: [
        { option_id: yes.option_id, alternative_id: yes.alternatives[0]?.alternative_id ?? null },
        { option_id: no.option_id },
      ],
      importance: 7,
      status: 'active',
    });
    expect(single).toMatchObject({
      type: 'single_choice',
      scale_max: null,
      phrase: null,
      rendered_en: 'Do you live on campus?',
      rendered_tr: 'Kampüste mi yaşıyorsunuz?',
      importance: 7,
      status: 'active',
      current_version: 1,
      version_count: 1,
      response_count: 0,
      quiz_count: 0,
    });
    expect(
      single.options.map((option) => [option.option_id, option.shown_en, option.shown_tr]),
    ).toEqual([
      [yes.option_id, 'Absolutely', 'Kesinlikle'],
      [no.option_id, 'No', 'Hayır'],
    ]);
    expect(single.options[0]?.text_en).toBe('Yes');
    expect(await auditOf(t, 'qb_question.created', single.question_id)).toHaveLength(1);

    const multiple = await postQuestion(admin, {
      type: 'multiple_choice',
      text_en: 'Which apply?',
      text_tr: 'Hangileri geçerli?',
      options: offered(maybe, yes, no),
    });
    expect(multiple.type).toBe('multiple_choice');
    expect(multiple.options.map((option) => option.option_id)).toEqual([
      maybe.option_id,
      yes.option_id,
      no.option_id,
    ]);
    expect(multiple.status).toBe('draft');
    expect(multiple.importance).toBe(1);

    for (const scaleMax of [5, 7] as const) {
      const scale = await postQuestion(admin, {
        type: 'scale',
        scale_max: scaleMax,
        text_en: 'How tidy are you?',
        text_tr: 'Ne kadar düzenlisiniz?',
      });
      expect(scale).toMatchObject({ type: 'scale', scale_max: scaleMax, options: [] });
    }

    const ranking = await postQuestion(admin, {
      type: 'ranking',
      text_en: 'Order these',
      text_tr: 'Bunları sıralayın',
      options: offered(no, yes),
    });
    expect(ranking.type).toBe('ranking');
    expect(ranking.options.map((option) => option.option_id)).toEqual([
      no.option_id,
      yes.option_id,
    ]);

    const text = await postQuestion(admin, {
      type: 'short_text',
      text_en: 'What do you study?',
      text_tr: 'Ne okuyorsunuz?',
    });
    expect(text).toMatchObject({ type: 'short_text', scale_max: null, options: [] });
    expect(await readQuestion(admin, text.question_id)).toEqual(text);
  });

  it('explains what is wrong with a question form', async () => {
    const admin = await newAdmin();
    const { yes, no } = await yesNoMaybe();
    const yesNo = () => offered(yes, no);
    const expectField = async (body: object, field: string, message: string) => {
      const response = await t.api.call('POST', '/admin/qb/question/main', admin, body);
      expect(fieldErrors(response)[field], response.body).toBe(message);
    };
    const own = { text_en: 'Question', text_tr: 'Soru' };

    await expectField(
      { type: 'short_text', text_en: 'Why?' },
      'body.text_tr',
      'text_tr is required',
    );
    await expectField(
      { type: 'short_text', text_en: ' ', text_tr: 'Neden?' },
      'body.text_en',
      'text_en is required',
    );
    const phrase = await createPhrase(t, {
      template_en: 'Do you like {matter}?',
      template_tr: '{matter} sever misiniz?',
    });
    const matter = await createMatter(t, { name_en: 'Music', name_tr: 'Müzik' });
    await expectField(
      { type: 'short_text', phrase_id: phrase.phrase_id, matter_ids: [matter.matter_id], ...own },
      'body.text_en',
      qbQuestionMessages.phraseOrText,
    );
    await expectField(
      {
        type: 'single_choice',
        ...own,
        options: [{ option_id: yes.option_id }, { option_id: yes.option_id }],
      },
      'body.options.1.option_id',
      qbQuestionMessages.optionTwice,
    );
    for (const type of ['single_choice', 'multiple_choice', 'ranking'] as const) {
      await expectField(
        { type, ...own, options: [{ option_id: yes.option_id }] },
        'body.options',
        qbTooFewOptionsMessage(type),
      );
    }
    await expectField(
      { type: 'scale', scale_max: 5, ...own, options: yesNo() },
      'body.options',
      qbNoOptionsMessage('scale'),
    );
    await expectField(
      { type: 'short_text', ...own, options: yesNo() },
      'body.options',
      qbNoOptionsMessage('short_text'),
    );
    await expectField({ type: 'scale', ...own }, 'body.scale_max', 'scale_max is required');
    await expectField(
      { type: 'scale', scale_max: 6, ...own },
      'body.scale_max',
      qbQuestionMessages.scaleMax,
    );
    await expectField(
      { type: 'single_choice', scale_max: 5, ...own, options: yesNo() },
      'body.scale_max',
      qbQuestionMessages.scaleMaxOnlyForScale,
    );
    await expectField(
      { type: 'short_text', importance: 11, ...own },
      'body.importance',
      qbQuestionMessages.importance,
    );
    await expectField(
      { type: 'short_text', ...own, matter_ids: [matter.matter_id, matter.matter_id] },
      'body.matter_ids.1',
      qbQuestionMessages.matterTwice,
    );
    await expectField(
      { type: 'essay', ...own },
      'body.type',
      'type must be one of single_choice, multiple_choice, scale, ranking, short_text',
    );

    // Ids that do not exist are named.
    const missingId = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
    const unknown = await t.api.call('POST', '/admin/qb/question/main', admin, {
      type: 'single_choice',
      ...own,
      matter_ids: [matter.matter_id, missingId],
      options: [{ option_id: yes.option_id }, { option_id: missingId }],
    });
    expect(fieldErrors(unknown)).toMatchObject({
      'body.matter_ids.1': qbUnknownMatterMessage(missingId),
      'body.options.1.option_id': qbUnknownOptionMessage(missingId),
    });
    await expectField(
      { type: 'short_text', phrase_id: missingId },
      'body.phrase_id',
      qbQuestionMessages.phraseMissing,
    );
    await expectField(
      {
        type: 'single_choice',
        ...own,
        options: [
          { option_id: no.option_id, alternative_id: yes.alternatives[0]?.alternative_id },
          { option_id: yes.option_id },
        ],
      },
      'body.options.0.alternative_id',
      qbQuestionMessages.alternativeNotOfOption,
    );

    // A phrase whose placeholders need more matters than given.
    const pair = await createPhrase(t, {
      template_en: 'Do you prefer {matter} or {matter_2}?',
      template_tr: '{matter} mı {matter_2} mı tercih edersiniz?',
    });
    await expectField(
      { type: 'short_text', phrase_id: pair.phrase_id, matter_ids: [matter.matter_id] },
      'body.matter_ids',
      qbPhraseNeedsMattersMessage(2, 1),
    );
    await expectField(
      { type: 'short_text', phrase_id: phrase.phrase_id },
      'body.matter_ids',
      qbPhraseNeedsMattersMessage(1, 0),
    );

    const badId = await t.api.call('GET', '/admin/qb/question/main/not-an-id', admin);
    expect(fieldErrors(badId)['path.question_id']).toBe('Invalid ID');
    expectProblem(await t.api.call('GET', `/admin/qb/question/main/${missingId}`, admin), 404);
    const missingPut = await t.api.call('PUT', `/admin/qb/question/main/${missingId}`, admin, {
      type: 'short_text',
      ...own,
    });
    expectProblem(missingPut, 404);
  });

  it('renders a phrase with the matters’ names in both languages', async () => {
    const admin = await newAdmin();
    const { yes, no } = await yesNoMaybe();
    const phrase = await createPhrase(t, {
      template_en: 'Do you prefer {matter} or {matter_2}?',
      template_tr: '{matter} mı {matter_2} mı tercih edersiniz?',
    });
    const [music, chess, cinema] = await Promise.all([
      createMatter(t, { name_en: 'music', name_tr: 'müzik' }),
      createMatter(t, { name_en: 'chess', name_tr: 'satranç' }),
      createMatter(t, { name_en: 'cinema', name_tr: 'izleme' }),
    ]);
    const body: QbQuestionInput = {
      type: 'single_choice',
      phrase_id: phrase.phrase_id,
      matter_ids: [music.matter_id, chess.matter_id],
      options: offered(yes, no),
    };
    const question = await postQuestion(admin, body);
    expect(question.rendered_en).toBe('Do you prefer music or chess?');
    // A sentence that starts with a matter starts with a capital letter.
    expect(question.rendered_tr).toBe('Müzik mı satranç mı tercih edersiniz?');
    expect(question.phrase?.template_en).toBe(phrase.template_en);
    expect(question.text_en).toBeNull();
    expect(question.matters.map((matter) => matter.name_tr)).toEqual(['müzik', 'satranç']);

    // Other matters, another order: the wording follows.
    const saved = await saveQuestion(admin, question.question_id, {
      ...body,
      matter_ids: [cinema.matter_id, music.matter_id],
    });
    expect(saved.rendered_en).toBe('Do you prefer cinema or music?');
    // By Turkish rules: i becomes İ.
    expect(saved.rendered_tr).toBe('İzleme mı müzik mı tercih edersiniz?');
    expect(saved.current_version).toBe(1);
    // A question now uses the matter, so it cannot be deleted.
    expectProblem(
      await t.api.call('DELETE', `/admin/qb/matter/main/${cinema.matter_id}`, admin),
      409,
    );

    // The phrase can be swapped for own text.
    const own = await saveQuestion(admin, question.question_id, {
      type: 'single_choice',
      text_en: 'Music or cinema?',
      text_tr: 'Müzik mi sinema mı?',
      matter_ids: [cinema.matter_id, music.matter_id],
      options: offered(yes, no),
    });
    expect(own).toMatchObject({
      phrase: null,
      rendered_en: 'Music or cinema?',
      rendered_tr: 'Müzik mi sinema mı?',
    });
  });
});

describe('versioning', () => {
  it('edits an unanswered question in place and versions an answered one', async () => {
    const admin = await newAdmin();
    const { yes, no, maybe } = await yesNoMaybe();
    const yesNo = () => offered(yes, no);
    const body = {
      type: 'single_choice',
      text_en: 'Do you cook?',
      text_tr: 'Yemek yapar mısınız?',
      options: yesNo(),
    } as const;
    const question = await createQuestion(t, body);

    // Nobody answered yet: a new option list edits version 1 in place.
    const inPlace = await saveQuestion(admin, question.question_id, {
      ...body,
      options: [...yesNo(), { option_id: maybe.option_id }],
    });
    expect(inPlace).toMatchObject({ current_version: 1, version_count: 1 });
    expect(inPlace.version_id).toBe(question.version_id);
    expect(inPlace.options).toHaveLength(3);
    expect(await auditOf(t, 'qb_question.updated', question.question_id)).toHaveLength(1);

    // Someone answers version 1.
    const responseId = await answer(inPlace);
    expect((await readQuestion(admin, question.question_id)).response_count).toBe(1);

    // Wording, importance, status and the shown wording of an option do not make a version.
    const reworded = await saveQuestion(admin, question.question_id, {
      ...body,
      text_en: 'Do you cook at home?',
      importance: 4,
      status: 'active',
      options: [
        { option_id: yes.option_id, alternative_id: yes.alternatives[0]?.alternative_id ?? null },
        { option_id: no.option_id },
        { option_id: maybe.option_id },
      ],
    });
    expect(reworded).toMatchObject({
      current_version: 1,
      version_count: 1,
      version_id: question.version_id,
      rendered_en: 'Do you cook at home?',
      importance: 4,
      status: 'active',
    });
    expect(reworded.options[0]?.shown_en).toBe('Absolutely');

    // A changed option list makes version 2; version 1 stays with its answer.
    const versioned = await saveQuestion(admin, question.question_id, {
      ...body,
      text_en: 'Do you cook at home?',
      importance: 4,
      status: 'active',
      options: offered(no, yes),
    });
    expect(versioned).toMatchObject({ current_version: 2, version_count: 2, response_count: 1 });
    expect(versioned.version_id).not.toBe(question.version_id);
    expect(versioned.options.map((option) => option.option_id)).toEqual([
      no.option_id,
      yes.option_id,
    ]);
    expect(await auditOf(t, 'qb_question.versioned', question.question_id)).toHaveLength(1);
    const db = t.database.db;
    const versions = await db
      .select()
      .from(qbQuestionVersions)
      .where(eq(qbQuestionVersions.question_id, question.question_id))
      .orderBy(asc(qbQuestionVersions.version_number));
    expect(versions.map((version) => version.version_number)).toEqual([1, 2]);
    const oldOptions = await db
      .select()
      .from(qbQuestionVersionOptions)
      .where(eq(qbQuestionVersionOptions.version_id, question.version_id))
      .orderBy(asc(qbQuestionVersionOptions.position));
    expect(oldOptions.map((option) => option.option_id)).toEqual([
      yes.option_id,
      no.option_id,
      maybe.option_id,
    ]);
    const [response] = await db
      .select()
      .from(qbResponses)
      .where(eq(qbResponses.response_id, responseId));
    expect(response?.version_id).toBe(question.version_id);
    const detail = await readQuestion(admin, question.question_id);
    expect(detail).toMatchObject({ current_version: 2, version_id: versioned.version_id });

    // Version 2 has no answers yet: a change of type edits it in place.
    const scale = await saveQuestion(admin, question.question_id, {
      type: 'scale',
      scale_max: 7,
      text_en: 'How often do you cook?',
      text_tr: 'Ne sıklıkla yemek yaparsınız?',
    });
    expect(scale).toMatchObject({
      type: 'scale',
      scale_max: 7,
      current_version: 2,
      version_count: 2,
      version_id: versioned.version_id,
      options: [],
    });

    // Once version 2 is answered, a change of scale makes version 3.
    await answer(scale);
    const wider = await saveQuestion(admin, question.question_id, {
      type: 'scale',
      scale_max: 5,
      text_en: 'How often do you cook?',
      text_tr: 'Ne sıklıkla yemek yaparsınız?',
    });
    expect(wider).toMatchObject({ scale_max: 5, current_version: 3, version_count: 3 });
    expect(await auditOf(t, 'qb_question.versioned', question.question_id)).toHaveLength(2);
    // An option an old version offers stays protected.
    expectProblem(
      await t.api.call('DELETE', `/admin/qb/option/main/${maybe.option_id}`, admin),
      409,
    );
  });
});

describe('deleting questions', () => {
  it('refuses a question in a quiz or with responses, and deletes one with its versions', async () => {
    const admin = await newAdmin();
    const { yes, no } = await yesNoMaybe();
    const word = uniqueWord();
    const inQuiz = await createQuestion(t, {
      type: 'short_text',
      text_en: `In a quiz ${word}`,
      text_tr: `Bir testte ${word}`,
    });
    await createQuiz(t, {
      title_en: `Campus life ${word}`,
      title_tr: `Campus life ${word}`,
      questions: [inQuiz],
    });
    const blocked = await t.api.call(
      'DELETE',
      `/admin/qb/question/main/${inQuiz.question_id}`,
      admin,
    );
    expect(expectProblem(blocked, 409).detail).toBe(
      `This question is used by 1 quiz: "Campus life ${word}". Remove it from them first.`,
    );
    expect((await readQuestion(admin, inQuiz.question_id)).quiz_count).toBe(1);

    const answered = await createQuestion(t, {
      type: 'short_text',
      text_en: `Answered ${word}`,
      text_tr: `Yanıtlanmış ${word}`,
    });
    await answer(answered);
    const refused = await t.api.call(
      'DELETE',
      `/admin/qb/question/main/${answered.question_id}`,
      admin,
    );
    expect(expectProblem(refused, 409).detail).toBe(
      'This question has 1 response, which keep pointing at it. Retire it (status "retired") instead of deleting it.',
    );
    expect(await auditOf(t, 'qb_question.deleted', answered.question_id)).toEqual([]);

    const free = await createQuestion(t, {
      type: 'single_choice',
      text_en: `Free ${word}`,
      text_tr: `Serbest ${word}`,
      options: [yes, no],
    });
    expectStatus(
      await t.api.call('DELETE', `/admin/qb/question/main/${free.question_id}`, admin),
      204,
    );
    expectProblem(
      await t.api.call('GET', `/admin/qb/question/main/${free.question_id}`, admin),
      404,
    );
    expect(
      await t.database.db
        .select()
        .from(qbQuestionVersions)
        .where(eq(qbQuestionVersions.question_id, free.question_id)),
    ).toEqual([]);
    expect(await auditOf(t, 'qb_question.deleted', free.question_id)).toHaveLength(1);
    expectProblem(
      await t.api.call('DELETE', `/admin/qb/question/main/${free.question_id}`, admin),
      404,
    );
  });
});

describe('the question list', () => {
  it('searches Turkish-aware, filters by type, status and matter, and pages', async () => {
    const admin = await newAdmin();
    const { yes, no } = await yesNoMaybe();
    const word = uniqueWord();
    const sport = await createMatter(t, { name_en: `Sport ${word}`, name_tr: `Spor ${word}` });
    const phrase = await createPhrase(t, {
      template_en: `How much do you enjoy {matter}? ${word}`,
      template_tr: `{matter} ne kadar hoşunuza gider? ${word}`,
    });
    const fromPhrase = await createQuestion(t, {
      type: 'scale',
      scale_max: 5,
      phrase_id: phrase.phrase_id,
      matter_ids: [sport.matter_id],
      status: 'active',
    });
    const turkish = await createQuestion(t, {
      type: 'single_choice',
      text_en: `Do you study in the library? ${word}`,
      text_tr: `Kütüphanede çalışır mısınız? ${word}`,
      matter_ids: [sport.matter_id],
      options: [yes, no],
    });
    const plain: { question_id: string }[] = [];
    for (let index = 0; index < 10; index += 1) {
      plain.push(
        await createQuestion(t, {
          type: 'short_text',
          text_en: `Plain question ${String(index)} ${word}`,
          text_tr: `Düz soru ${String(index)} ${word}`,
        }),
      );
    }

    const list = (query: string) =>
      t.api.read(`/admin/qb/question/main/all?${query}`, admin, qbQuestionPageSchema);

    // "KÜTÜPHANEDE calisir" finds "Kütüphanede çalışır" (folded); the rendered phrase is searchable.
    const folded = await list(`q=${encodeURIComponent('KÜTÜPHANEDE calisir')}`);
    expect(folded.items.map((item) => item.question_id)).toEqual([turkish.question_id]);
    const byPhrase = await list(
      `q=${encodeURIComponent('ne kadar hoşunuza')}&matter_id=${sport.matter_id}`,
    );
    expect(byPhrase.items.map((item) => item.question_id)).toEqual([fromPhrase.question_id]);
    expect(byPhrase.items[0]?.rendered_tr).toBe(`Spor ${word} ne kadar hoşunuza gider? ${word}`);
    const byRendered = await list(`q=${encodeURIComponent(`enjoy sport ${word}`)}`);
    expect(byRendered.items.map((item) => item.question_id)).toEqual([fromPhrase.question_id]);

    // Filters.
    const scales = await list(`q=${word}&type=scale`);
    expect(scales.items.map((item) => item.question_id)).toEqual([fromPhrase.question_id]);
    const active = await list(`q=${word}&status=active`);
    expect(active.items.map((item) => item.question_id)).toEqual([fromPhrase.question_id]);
    const aboutSport = await list(`matter_id=${sport.matter_id}`);
    expect(aboutSport.items.map((item) => item.question_id).sort()).toEqual(
      [fromPhrase.question_id, turkish.question_id].sort(),
    );
    const drafts = await list(`q=${word}&status=draft&type=short_text`);
    expect(drafts.total).toBe(10);

    // Pages, newest change first.
    const first = await list(`q=${word}&page_size=10`);
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 12 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.question_id).toBe(plain[9]?.question_id);
    const second = await list(`q=${word}&page_size=10&page=2`);
    expect(second.items.map((item) => item.question_id)).toEqual([
      turkish.question_id,
      fromPhrase.question_id,
    ]);

    const badFilter = await t.api.call(
      'GET',
      '/admin/qb/question/main/all?type=essay&matter_id=nope',
      admin,
    );
    expect(fieldErrors(badFilter)['query.matter_id']).toBe('Invalid ID');
  });
});

describe('the API reference', () => {
  it('documents the question calls from their schemas', async () => {
    const response = await t.api.call('GET', '/docs/json');
    expectStatus(response, 200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths['/api/admin/qb/question/main/all'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/admin/qb/question/main'] ?? {})).toEqual(['post']);
    expect(
      Object.keys(document.paths['/api/admin/qb/question/main/{question_id}'] ?? {}).sort(),
    ).toEqual(['delete', 'get', 'put']);
  });
});
