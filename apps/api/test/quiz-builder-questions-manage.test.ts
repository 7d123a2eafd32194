import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { qbQuestionPageSchema, type QbQuestion } from '@campus/contracts';
import {
  qbQuestionVersionOptions,
  qbQuestionVersions,
} from '../src/features/quiz-builder/questions.tables';
import { qbResponses } from '../src/features/quiz-builder/responses.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import {
  createMatter,
  createPhrase,
  createQuestion,
  createQuiz,
  createResponse,
} from './support/factories/quiz-builder';
import { expectProblem, expectStatus, fieldErrors } from './support/http';
import { createQbQuestionHelpers, offered } from './support/quiz-builder-questions';

const t = useTestApp();
const { newAdmin, readQuestion, saveQuestion, yesNoMaybe } = createQbQuestionHelpers(t);

/** A word no other test uses, so searches find only what one test made. */
let wordCount = 0;
function uniqueWord(): string {
  wordCount += 1;
  return `qq${String(Date.now() % 100000)}w${String(wordCount)}`;
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
