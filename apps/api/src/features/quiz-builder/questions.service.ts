import {
  qbLimits,
  qbPhraseNeedsMattersMessage,
  qbQuestionMessages,
  qbUnknownMatterMessage,
  qbUnknownOptionMessage,
  type FieldProblemInput,
  type QbQuestion,
  type QbQuestionBody,
  type QbQuestionListQuery,
  type QbQuestionPage,
  fieldProblem,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit, recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { readQuestions } from './question-views';
import { mattersNeeded, renderWording, searchTextOf, wordingOf } from './question-wording';
import type { VersionOptionValues } from './question-versions.repository';
import { createQbQuestionsRepository, type QuestionValues } from './questions.repository';
import { assertNotInUse, invalidForm, runGuarded } from './quiz-builder-common';
import { pageOf } from '../../platform/wire-page';

const questionNotFound = () => AppError.notFound('Question not found');

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

/**
 * The quiz builder's questions, for admins: a list with search and filters,
 * audited changes, and versioning: once the current version has responses, a
 * change of type, scale or options adds a new version instead of editing it.
 */
export function createQbQuestionsService(db: Database) {
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
    return renderWording(wordingOf(phrase, valuesOf(body)), orderedMatters);
  }

  return {
    /** Some questions as admins see them, in the order of the ids (unknown ids are left out). */
    readQuestions,

    async findQuestions(query: QbQuestionListQuery): Promise<QbQuestionPage> {
      const { ids, total } = await createQbQuestionsRepository(db).findQuestionIds(query);
      return pageOf(await readQuestions(db, ids), query, total);
    },

    async findQuestion(questionId: string): Promise<QbQuestion> {
      return readQuestion(db, questionId);
    },

    async createQuestion(body: QbQuestionBody, actor: AuthUser): Promise<QbQuestion> {
      return runGuarded(
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
            await recordRowAudit(transaction, actor.userId, 'qb_question.created', questionId, {
              type: body.type,
              options: body.options.length,
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
      return runGuarded(
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
      await runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbQuestionsRepository(transaction);
            const before = await repository.lockQuestion(questionId);
            if (before === undefined) throw questionNotFound();
            const [quizzes, responses] = await Promise.all([
              repository.quizUsage(questionId, qbLimits.usagesNamed),
              repository.responseCount(questionId),
            ]);
            assertNotInUse('question', [{ usage: quizzes, singular: 'quiz', plural: 'quizzes' }]);
            if (responses > 0) {
              throw AppError.conflict(
                `This question has ${String(responses)} ${
                  responses === 1 ? 'response' : 'responses'
                }, which keep pointing at it. Retire it (status "retired") instead of deleting it.`,
              );
            }
            await repository.deleteQuestion(questionId);
            await recordRowAudit(transaction, actor.userId, 'qb_question.deleted', questionId, {
              text_en: before.text_en,
              phrase_id: before.phrase_id,
            });
          }),
        'This question was put in a quiz or answered at the same time, so it was not deleted',
      );
    },
  };
}

export type QbQuestionsService = ReturnType<typeof createQbQuestionsService>;
