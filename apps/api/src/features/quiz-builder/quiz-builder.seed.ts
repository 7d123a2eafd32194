import { randomUUID } from 'node:crypto';
import { foldSearchText, type QbQuestionType } from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { optionSearchText } from './options.repository';
import { renderTemplate, searchTextOf } from './question-wording';
import { qbBundleQuizzes, qbBundles } from './bundles.tables';
import {
  qbQuestionMatters,
  qbQuestionVersionOptions,
  qbQuestionVersions,
  qbQuestions,
} from './questions.tables';
import { qbMatters, qbOptionAlternatives, qbOptions, qbPhrases } from './quiz-builder.tables';
import { qbQuizAnswerKeys, qbQuizQuestions, qbQuizzes } from './quizzes.tables';
import { qbQuizAttempts, qbResponseChoices, qbResponses } from './responses.tables';
import {
  demoMatters,
  demoOptions,
  demoPhrases,
  type DemoOption,
  type DemoQuestion,
  type OptionKey,
  type PhraseKey,
} from './quiz-builder.seed-data';
import {
  demoBundle,
  demoQuizzes,
  habitsQuestions,
  valuesQuestions,
} from './quiz-questions.seed-data';

/**
 * The quiz builder's demo content (docs/decisions/013-quiz-builder.md):
 * matters, phrases and options; a published "Get to know you" bundle of three
 * matching quizzes (values, daily habits, interests; 40 questions); a
 * published knowledge quiz about campus life; a draft survey; and the answers
 * of the demo student and graduate, so that the admin analysis has data.
 */

/** A seeded question as inserted: its ids, type and offered option ids in order. */
interface InsertedQuestion {
  question_id: string;
  version_id: string;
  type: QbQuestionType;
  scale_max: number | null;
  option_ids: string[];
}

const day = 24 * 60 * 60 * 1000;

function required<Value>(value: Value | undefined, what: string): Value {
  if (value === undefined) throw new Error(`The demo quiz builder has no ${what}`);
  return value;
}

/** A demo answer: a scale value, a text, or the chosen options in order. */
function answerOf(
  question: InsertedQuestion,
  questionIndex: number,
  person: number,
): { scale_value: number | null; text_value: string | null; choices: string[] } {
  const none = { scale_value: null, text_value: null, choices: [] };
  const pick = (offset: number) =>
    required(
      question.option_ids[(questionIndex + offset) % question.option_ids.length],
      'option to answer',
    );
  switch (question.type) {
    case 'scale': {
      const max = question.scale_max ?? 5;
      return { ...none, scale_value: max - ((questionIndex + person * 2) % 3) };
    }
    case 'short_text':
      return {
        ...none,
        text_value:
          person === 0
            ? 'Someone who is honest with me, even when it is hard to hear.'
            : 'Loyalty: a friend who shows up when things get difficult.',
      };
    case 'single_choice':
      return { ...none, choices: [pick(person + 2)] };
    case 'multiple_choice':
      return { ...none, choices: [...new Set([pick(person), pick(person + 1)])] };
    case 'ranking':
      return {
        ...none,
        choices: person === 0 ? [...question.option_ids] : [...question.option_ids].reverse(),
      };
  }
}

/**
 * Inserts the demo quiz builder: ids are made here so that the rows can name
 * each other; search texts are filled as the builder's services fill them.
 */
export async function insertQuizBuilder(transaction: Transaction, demo: DemoPeople): Promise<void> {
  const { adminId, now } = demo;
  // Answered in part by the demo student and graduate.
  const respondentIds = [demo.studentId, demo.graduateId];
  const author = { created_by: adminId, updated_by: adminId };

  const matterIds = new Map(demoMatters.map((matter) => [matter.key, randomUUID()]));
  const matterNames = new Map(
    demoMatters.map((matter) => [
      matter.key,
      {
        matter_id: required(matterIds.get(matter.key), matter.key),
        name_en: matter.name[0],
        name_tr: matter.name[1],
      },
    ]),
  );
  await transaction.insert(qbMatters).values(
    demoMatters.map((matter) => {
      const [descriptionEn, descriptionTr] = matter.description ?? ['', ''];
      return {
        matter_id: required(matterIds.get(matter.key), matter.key),
        name_en: matter.name[0],
        name_tr: matter.name[1],
        description_en: descriptionEn,
        description_tr: descriptionTr,
        parent_id:
          matter.parent === undefined ? null : required(matterIds.get(matter.parent), 'parent'),
        search_text: foldSearchText(
          [matter.name[0], matter.name[1], descriptionEn, descriptionTr].join(' '),
        ),
        ...author,
      };
    }),
  );

  const phraseIds = new Map<PhraseKey, string>();
  await transaction.insert(qbPhrases).values(
    Object.entries(demoPhrases).map(([key, [templateEn, templateTr]]) => {
      const phraseId = randomUUID();
      phraseIds.set(key as PhraseKey, phraseId);
      return {
        phrase_id: phraseId,
        template_en: templateEn,
        template_tr: templateTr,
        search_text: foldSearchText(`${templateEn} ${templateTr}`),
        ...author,
      };
    }),
  );

  const optionIds = new Map<string, string>();
  const alternativeIds = new Map<string, string[]>();
  const optionEntries = Object.entries(demoOptions) as [OptionKey, DemoOption][];
  await transaction.insert(qbOptions).values(
    optionEntries.map(([key, option]) => {
      const optionId = randomUUID();
      optionIds.set(key, optionId);
      const alternatives = (option.alternatives ?? []).map(([textEn, textTr]) => ({
        text_en: textEn,
        text_tr: textTr,
      }));
      return {
        option_id: optionId,
        text_en: option.text[0],
        text_tr: option.text[1],
        value: option.value,
        search_text: optionSearchText({
          text_en: option.text[0],
          text_tr: option.text[1],
          value: option.value,
          alternatives,
        }),
        ...author,
      };
    }),
  );
  const alternativeRows = optionEntries.flatMap(([key, option]) =>
    (option.alternatives ?? []).map(([textEn, textTr], position) => {
      const alternativeId = randomUUID();
      alternativeIds.set(key, [...(alternativeIds.get(key) ?? []), alternativeId]);
      return {
        alternative_id: alternativeId,
        option_id: required(optionIds.get(key), key),
        text_en: textEn,
        text_tr: textTr,
        position,
      };
    }),
  );
  await transaction.insert(qbOptionAlternatives).values(alternativeRows);

  // Questions with their first (current) version, matters and offered options.
  const inserted = new Map<DemoQuestion, InsertedQuestion>();
  const allQuestions = demoQuizzes.flatMap((quiz) => [...quiz.questions]);
  const questionRows: (typeof qbQuestions.$inferInsert)[] = [];
  const versionRows: (typeof qbQuestionVersions.$inferInsert)[] = [];
  const matterRows: (typeof qbQuestionMatters.$inferInsert)[] = [];
  const versionOptionRows: (typeof qbQuestionVersionOptions.$inferInsert)[] = [];
  for (const question of allQuestions) {
    const questionId = randomUUID();
    const versionId = randomUUID();
    const matters = (question.matters ?? []).map((key) => required(matterNames.get(key), key));
    const phraseId =
      question.phrase === undefined ? null : required(phraseIds.get(question.phrase), 'phrase');
    const wording =
      question.phrase === undefined
        ? { en: required(question.text, 'text')[0], tr: required(question.text, 'text')[1] }
        : {
            en: renderTemplate(demoPhrases[question.phrase][0], matters, 'en'),
            tr: renderTemplate(demoPhrases[question.phrase][1], matters, 'tr'),
          };
    const values = {
      phrase_id: phraseId,
      text_en: question.phrase === undefined ? wording.en : null,
      text_tr: question.phrase === undefined ? wording.tr : null,
      importance: question.importance ?? 1,
      status: question.status ?? 'active',
    };
    questionRows.push({
      question_id: questionId,
      ...values,
      current_version: 1,
      search_text: searchTextOf(wording, values),
      ...author,
    });
    versionRows.push({
      version_id: versionId,
      question_id: questionId,
      version_number: 1,
      type: question.type,
      scale_max: question.scale_max ?? null,
      created_by: adminId,
    });
    matters.forEach((matter, position) => {
      matterRows.push({ question_id: questionId, matter_id: matter.matter_id, position });
    });
    const offered = (question.options ?? []).map((entry) => {
      const [key, alternative] = typeof entry === 'string' ? [entry, undefined] : entry;
      return {
        option_id: required(optionIds.get(key), key),
        alternative_id:
          alternative === undefined
            ? null
            : required(alternativeIds.get(key)?.[alternative], 'alternative'),
      };
    });
    offered.forEach((option, position) => {
      versionOptionRows.push({ version_id: versionId, ...option, position });
    });
    inserted.set(question, {
      question_id: questionId,
      version_id: versionId,
      type: question.type,
      scale_max: question.scale_max ?? null,
      option_ids: offered.map((option) => option.option_id),
    });
  }
  await transaction.insert(qbQuestions).values(questionRows);
  await transaction.insert(qbQuestionVersions).values(versionRows);
  await transaction.insert(qbQuestionMatters).values(matterRows);
  await transaction.insert(qbQuestionVersionOptions).values(versionOptionRows);

  // Quizzes, their questions and answer keys, and the bundle.
  const quizIds = new Map<string, string>();
  for (const [index, quiz] of demoQuizzes.entries()) {
    const quizId = randomUUID();
    quizIds.set(quiz.key, quizId);
    const published = quiz.status === 'published';
    await transaction.insert(qbQuizzes).values({
      quiz_id: quizId,
      title_en: quiz.title[0],
      title_tr: quiz.title[1],
      description_en: quiz.description[0],
      description_tr: quiz.description[1],
      status: quiz.status,
      purpose: quiz.purpose,
      pass_score: 'pass_score' in quiz ? quiz.pass_score : null,
      search_text: foldSearchText([...quiz.title, ...quiz.description].join(' ')),
      published_at: published ? new Date(now.getTime() - (20 - index) * day) : null,
      ...author,
    });
    const questions: readonly DemoQuestion[] = quiz.questions;
    await transaction.insert(qbQuizQuestions).values(
      questions.map((question, position) => ({
        quiz_id: quizId,
        question_id: required(inserted.get(question), 'question').question_id,
        position,
        points: question.points ?? 1,
      })),
    );
    const keys = questions.flatMap((question) =>
      (question.correct ?? []).map((key, position) => ({
        quiz_id: quizId,
        question_id: required(inserted.get(question), 'question').question_id,
        option_id: required(optionIds.get(key), key),
        position,
      })),
    );
    if (keys.length > 0) await transaction.insert(qbQuizAnswerKeys).values(keys);
  }
  const bundleId = randomUUID();
  await transaction.insert(qbBundles).values({
    bundle_id: bundleId,
    title_en: demoBundle.title[0],
    title_tr: demoBundle.title[1],
    description_en: demoBundle.description[0],
    description_tr: demoBundle.description[1],
    status: 'published',
    search_text: foldSearchText([...demoBundle.title, ...demoBundle.description].join(' ')),
    published_at: new Date(now.getTime() - 14 * day),
    ...author,
  });
  await transaction.insert(qbBundleQuizzes).values(
    demoBundle.quizKeys.map((key, position) => ({
      bundle_id: bundleId,
      quiz_id: required(quizIds.get(key), key),
      position,
    })),
  );

  // The demo respondents finished "Values" and are halfway through "Daily habits".
  const progress = [
    { key: 'values', questions: valuesQuestions, answered: valuesQuestions.length },
    { key: 'habits', questions: habitsQuestions, answered: 5 },
  ];
  for (const [person, userId] of respondentIds.entries()) {
    for (const [step, quiz] of progress.entries()) {
      const quizId = required(quizIds.get(quiz.key), quiz.key);
      const startedAt = new Date(now.getTime() - (6 - step * 2 - person) * day);
      const complete = quiz.answered === quiz.questions.length;
      await transaction.insert(qbQuizAttempts).values({
        user_id: userId,
        quiz_id: quizId,
        bundle_id: bundleId,
        started_at: startedAt,
        completed_at: complete ? new Date(startedAt.getTime() + quiz.answered * 45_000) : null,
      });
      for (const [index, question] of quiz.questions.slice(0, quiz.answered).entries()) {
        const seeded = required(inserted.get(question), 'question');
        const answer = answerOf(seeded, index, person);
        const answeredAt = new Date(startedAt.getTime() + (index + 1) * 40_000);
        const [response] = await transaction
          .insert(qbResponses)
          .values({
            user_id: userId,
            quiz_id: quizId,
            question_id: seeded.question_id,
            version_id: seeded.version_id,
            scale_value: answer.scale_value,
            text_value: answer.text_value,
            answered_at: answeredAt,
            updated_at: answeredAt,
          })
          .returning({ response_id: qbResponses.response_id });
        const responseId = required(response, 'response').response_id;
        if (answer.choices.length === 0) continue;
        await transaction.insert(qbResponseChoices).values(
          answer.choices.map((optionId, position) => ({
            response_id: responseId,
            version_id: seeded.version_id,
            option_id: optionId,
            position: seeded.type === 'ranking' ? position : null,
          })),
        );
      }
    }
  }
}
