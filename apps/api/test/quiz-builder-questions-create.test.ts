import { describe, expect, it } from 'vitest';
import {
  qbNoOptionsMessage,
  qbPhraseNeedsMattersMessage,
  qbQuestionMessages,
  qbQuestionSchema,
  qbTooFewOptionsMessage,
  qbUnknownMatterMessage,
  qbUnknownOptionMessage,
  type QbQuestion,
  type QbQuestionInput,
} from '@campus/contracts';
import { expectAdminOnly } from './support/access';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createMatter, createPhrase } from './support/factories/quiz-builder';
import { expectProblem, expectStatus, fieldErrors, type Method } from './support/http';
import { createQbQuestionHelpers, offered } from './support/quiz-builder-questions';

const t = useTestApp();
const { newAdmin, readQuestion, saveQuestion, yesNoMaybe } = createQbQuestionHelpers(t);

async function postQuestion(admin: string, body: QbQuestionInput): Promise<QbQuestion> {
  return expectStatus(
    await t.api.call('POST', '/admin/qb/question/main', admin, body),
    201,
    qbQuestionSchema,
  );
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
