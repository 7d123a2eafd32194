import {
  foldSearchText,
  qbLimits,
  qbFillTemplate,
  qbPhrasePlaceholders,
  qbPhraseNeedsMattersMessage,
  qbQuestionMessages,
  qbUnknownMatterMessage,
  qbUnknownOptionMessage,
  type FieldProblemInput,
  type QbMatterRef,
  type QbQuestion,
  type QbQuestionBody,
  type QbQuestionListQuery,
  type QbQuestionOption,
  type QbQuestionPage,
  fieldProblem,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import {
  createQbQuestionsRepository,
  type QuestionValues,
  type QuestionWithVersion,
  type VersionOptionValues,
} from './questions.repository';
import { inUse, isConcurrentConflict } from './quiz-builder.service';

const questionNotFound = () => AppError.notFound('Question not found');

type Language = 'en' | 'tr';

/** A phrase filled with the question's matters' names in the given language (the contracts' rule). */
export function renderTemplate(template: string, matters: QbMatterRef[], language: Language) {
  return qbFillTemplate(
    template,
    matters.map((matter) => (language === 'en' ? matter.name_en : matter.name_tr)),
    language,
  );
}

/** How many matters a template's placeholders need ({matter_2} needs two). */
function mattersNeeded(templates: string[]): number {
  let needed = 0;
  qbPhrasePlaceholders.forEach((placeholder, index) => {
    if (templates.some((template) => template.includes(`{${placeholder}}`))) needed = index + 1;
  });
  return needed;
}

function rendered(
  wording: { phrase: { template_en: string; template_tr: string } | null } & {
    text_en: string | null;
    text_tr: string | null;
  },
  matters: QbMatterRef[],
): { en: string; tr: string } {
  if (wording.phrase !== null) {
    return {
      en: renderTemplate(wording.phrase.template_en, matters, 'en'),
      tr: renderTemplate(wording.phrase.template_tr, matters, 'tr'),
    };
  }
  return { en: wording.text_en ?? '', tr: wording.text_tr ?? '' };
}

export function searchTextOf(wording: { en: string; tr: string }, values: QuestionValues): string {
  return foldSearchText(
    [wording.en, wording.tr, values.text_en ?? '', values.text_tr ?? ''].join(' '),
  );
}

function valuesOf(body: QbQuestionBody): QuestionValues {
  const own = (text: string | null) => (text === null || text === '' ? null : text);
  return {
    phrase_id: body.phrase_id,
    text_en: body.phrase_id === null ? own(body.text_en) : null,
    text_tr: body.phrase_id === null ? own(body.text_tr) : null,
    importance: body.importance,
    status: body.status,
  };
}

function optionsOfBody(body: QbQuestionBody): VersionOptionValues[] {
  return body.options.map((option) => ({
    option_id: option.option_id,
    alternative_id: option.alternative_id,
  }));
}

const sameList = (left: unknown[], right: unknown[]) =>
  JSON.stringify(left) === JSON.stringify(right);

const invalidForm = (problems: FieldProblemInput[]) =>
  AppError.badRequest('Please check the form for errors', problems);

/**
 * The quiz builder's questions, for admins: a list with search and filters,
 * audited changes, and versioning: once the current version has responses, a
 * change of type, scale or options adds a new version instead of editing it.
 */
export function createQbQuestionsService(db: Database) {
  async function guarded<Result>(work: () => Promise<Result>, conflict: string): Promise<Result> {
    try {
      return await work();
    } catch (error) {
      if (isConcurrentConflict(error)) throw AppError.conflict(conflict);
      throw error;
    }
  }

  async function readQuestions(executor: Executor, questionIds: string[]): Promise<QbQuestion[]> {
    const repository = createQbQuestionsRepository(executor);
    const rows = await repository.findQuestions(questionIds);
    const [matters, options] = await Promise.all([
      repository.mattersOf(questionIds),
      repository.optionsOf(rows.map((row) => row.version.version_id)),
    ]);
    const byId = new Map(rows.map((row) => [row.question.question_id, row]));
    return questionIds.flatMap((questionId) => {
      const row = byId.get(questionId);
      if (row === undefined) return [];
      return [
        questionOf(
          row,
          matters
            .filter((matter) => matter.question_id === questionId)
            .map((matter) => ({
              matter_id: matter.matter_id,
              name_en: matter.name_en,
              name_tr: matter.name_tr,
            })),
          options
            .filter((option) => option.version_id === row.version.version_id)
            .map((option): QbQuestionOption => ({
              option_id: option.option_id,
              alternative_id: option.alternative_id,
              text_en: option.text_en,
              text_tr: option.text_tr,
              value: option.value,
              shown_en: option.alternative_en ?? option.text_en,
              shown_tr: option.alternative_tr ?? option.text_tr,
            })),
        ),
      ];
    });
  }

  function questionOf(
    row: QuestionWithVersion,
    matters: QbMatterRef[],
    options: QbQuestionOption[],
  ): QbQuestion {
    const { question, version } = row;
    const wording = rendered({ ...question, phrase: row.phrase }, matters);
    return {
      question_id: question.question_id,
      type: version.type,
      scale_max: version.scale_max,
      phrase: row.phrase,
      text_en: question.text_en,
      text_tr: question.text_tr,
      rendered_en: wording.en,
      rendered_tr: wording.tr,
      matters,
      options,
      importance: question.importance,
      status: question.status,
      current_version: version.version_number,
      version_id: version.version_id,
      version_count: row.version_count,
      response_count: row.response_count,
      quiz_count: row.quiz_count,
      created_at: question.created_at.toISOString(),
      updated_at: question.updated_at.toISOString(),
    };
  }

  async function readQuestion(executor: Executor, questionId: string): Promise<QbQuestion> {
    const [question] = await readQuestions(executor, [questionId]);
    if (question === undefined) throw questionNotFound();
    return question;
  }

  /**
   * Checks that the phrase, matters, options and alternatives exist and fit
   * together (400 with a message per field) and returns the rendered wording.
   */
  async function checkReferences(
    executor: Executor,
    body: QbQuestionBody,
  ): Promise<{ en: string; tr: string }> {
    const repository = createQbQuestionsRepository(executor);
    const [phrase, matters, optionIds, alternatives] = await Promise.all([
      body.phrase_id === null ? Promise.resolve(null) : repository.phrase(body.phrase_id),
      repository.matters(body.matter_ids),
      repository.optionIds(body.options.map((option) => option.option_id)),
      repository.alternatives(
        body.options.flatMap((option) =>
          option.alternative_id === null ? [] : [option.alternative_id],
        ),
      ),
    ]);
    const problems: FieldProblemInput[] = [];
    if (phrase === undefined) {
      problems.push(
        ruleProblem('body.phrase_id', qbQuestionMessages.phraseMissing, 'qb_phrase_missing'),
      );
    }
    const matterById = new Map(matters.map((matter) => [matter.matter_id, matter]));
    body.matter_ids.forEach((matterId, index) => {
      if (!matterById.has(matterId)) {
        problems.push({
          field: `body.matter_ids.${String(index)}`,
          message: qbUnknownMatterMessage(matterId),
        });
      }
    });
    const knownOptions = new Set(optionIds);
    const alternativeOption = new Map(
      alternatives.map((alternative) => [alternative.alternative_id, alternative.option_id]),
    );
    body.options.forEach((option, index) => {
      if (!knownOptions.has(option.option_id)) {
        problems.push({
          field: `body.options.${String(index)}.option_id`,
          message: qbUnknownOptionMessage(option.option_id),
        });
      } else if (
        option.alternative_id !== null &&
        alternativeOption.get(option.alternative_id) !== option.option_id
      ) {
        problems.push({
          field: `body.options.${String(index)}.alternative_id`,
          message: qbQuestionMessages.alternativeNotOfOption,
        });
      }
    });
    if (phrase !== null && phrase !== undefined) {
      const needed = mattersNeeded([phrase.template_en, phrase.template_tr]);
      if (needed > body.matter_ids.length) {
        problems.push(
          fieldProblem(
            'body.matter_ids',
            {
              code: 'rule',
              params: { rule: 'qb_phrase_needs_matters', needed, given: body.matter_ids.length },
            },
            qbPhraseNeedsMattersMessage(needed, body.matter_ids.length),
          ),
        );
      }
    }
    if (problems.length > 0) throw invalidForm(problems);
    const orderedMatters = body.matter_ids.flatMap((matterId) => {
      const matter = matterById.get(matterId);
      return matter === undefined ? [] : [matter];
    });
    const values = valuesOf(body);
    return rendered({ ...values, phrase: phrase ?? null }, orderedMatters);
  }

  return {
    /** Some questions as admins see them, in the order of the ids (unknown ids are left out). */
    async readQuestions(executor: Executor, questionIds: string[]): Promise<QbQuestion[]> {
      return readQuestions(executor, questionIds);
    },

    async findQuestions(query: QbQuestionListQuery): Promise<QbQuestionPage> {
      const { ids, total } = await createQbQuestionsRepository(db).findQuestionIds(query);
      return {
        items: await readQuestions(db, ids),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async findQuestion(questionId: string): Promise<QbQuestion> {
      return readQuestion(db, questionId);
    },

    async createQuestion(body: QbQuestionBody, actor: AuthUser): Promise<QbQuestion> {
      return guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbQuestionsRepository(transaction);
            const wording = await checkReferences(transaction, body);
            const values = valuesOf(body);
            const questionId = await repository.insertQuestion(
              values,
              searchTextOf(wording, values),
              actor.userId,
            );
            await repository.setMatters(questionId, body.matter_ids);
            const versionId = await repository.insertVersion(
              questionId,
              1,
              { type: body.type, scale_max: body.scale_max },
              actor.userId,
            );
            await repository.setVersionOptions(versionId, optionsOfBody(body));
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_question.created',
              targetType: 'qb_question',
              targetId: questionId,
              details: { type: body.type, options: body.options.length },
            });
            return readQuestion(transaction, questionId);
          }),
        'A phrase, matter or option of this question was changed at the same time; please try again',
      );
    },

    /**
     * Saves a question. The wording, matters, importance, status and the
     * alternative wordings of options change in place. A change of type, scale
     * or the (ordered) options edits the current version while nobody has
     * answered it, and otherwise adds version n+1, which becomes current; the
     * answered version stays with its responses.
     */
    async updateQuestion(
      questionId: string,
      body: QbQuestionBody,
      actor: AuthUser,
    ): Promise<QbQuestion> {
      return guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbQuestionsRepository(transaction);
            const before = await repository.lockQuestion(questionId);
            if (before === undefined) throw questionNotFound();
            const version = await repository.lockVersion(questionId, before.current_version);
            if (version === undefined) throw questionNotFound();
            const wording = await checkReferences(transaction, body);
            const [beforeOptions, beforeMatters] = await Promise.all([
              repository.versionOptions(version.version_id),
              repository.questionMatterIds(questionId),
            ]);
            const options = optionsOfBody(body);
            const changed: string[] = [];
            const values = valuesOf(body);
            for (const field of [
              'phrase_id',
              'text_en',
              'text_tr',
              'importance',
              'status',
            ] as const) {
              if (before[field] !== values[field]) changed.push(field);
            }
            if (!sameList(beforeMatters, body.matter_ids)) changed.push('matter_ids');
            if (version.type !== body.type) changed.push('type');
            if (version.scale_max !== body.scale_max) changed.push('scale_max');
            const optionsChanged = !sameList(
              beforeOptions.map((option) => option.option_id),
              options.map((option) => option.option_id),
            );
            if (optionsChanged) changed.push('options');
            const alternativesChanged =
              !optionsChanged &&
              !sameList(
                beforeOptions.map((option) => option.alternative_id),
                options.map((option) => option.alternative_id),
              );
            if (alternativesChanged) changed.push('alternatives');

            const answerable = { type: body.type, scale_max: body.scale_max };
            const answerableChanged =
              optionsChanged || version.type !== body.type || version.scale_max !== body.scale_max;
            let currentVersion = before.current_version;
            let versioned = false;
            if (answerableChanged) {
              if (await repository.versionHasResponses(version.version_id)) {
                currentVersion += 1;
                versioned = true;
                const versionId = await repository.insertVersion(
                  questionId,
                  currentVersion,
                  answerable,
                  actor.userId,
                );
                await repository.setVersionOptions(versionId, options);
              } else {
                await repository.updateVersion(version.version_id, answerable);
                await repository.setVersionOptions(version.version_id, options);
              }
            } else if (alternativesChanged) {
              await repository.setAlternatives(version.version_id, options);
            }
            await repository.updateQuestion(
              questionId,
              { ...values, current_version: currentVersion },
              searchTextOf(wording, values),
              actor.userId,
            );
            if (changed.includes('matter_ids')) {
              await repository.setMatters(questionId, body.matter_ids);
            }
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: versioned ? 'qb_question.versioned' : 'qb_question.updated',
              targetType: 'qb_question',
              targetId: questionId,
              details: versioned
                ? { changed, from_version: before.current_version, to_version: currentVersion }
                : { changed, version: currentVersion },
            });
            return readQuestion(transaction, questionId);
          }),
        'This question, or a phrase, matter or option it uses, was changed at the same time; please try again',
      );
    },

    /** Refused while a quiz lists the question or anyone has answered it; the 409 names them. */
    async deleteQuestion(questionId: string, actor: AuthUser): Promise<void> {
      await guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbQuestionsRepository(transaction);
            const before = await repository.lockQuestion(questionId);
            if (before === undefined) throw questionNotFound();
            const [quizzes, responses] = await Promise.all([
              repository.quizUsage(questionId, qbLimits.usagesNamed),
              repository.responseCount(questionId),
            ]);
            const refusal = inUse('question', [
              { usage: quizzes, singular: 'quiz', plural: 'quizzes' },
            ]);
            if (refusal !== undefined) throw refusal;
            if (responses > 0) {
              throw AppError.conflict(
                `This question has ${String(responses)} ${
                  responses === 1 ? 'response' : 'responses'
                }, which keep pointing at it. Retire it (status "retired") instead of deleting it.`,
              );
            }
            await repository.deleteQuestion(questionId);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_question.deleted',
              targetType: 'qb_question',
              targetId: questionId,
              details: { text_en: before.text_en, phrase_id: before.phrase_id },
            });
          }),
        'This question was put in a quiz or answered at the same time, so it was not deleted',
      );
    },
  };
}

export type QbQuestionsService = ReturnType<typeof createQbQuestionsService>;
