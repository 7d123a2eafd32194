import { fieldProblem } from '@campus/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../platform/errors';
import type { DomainEvents } from '../../platform/events';
import type { SourceChanged } from '../../platform/indexed-documents';
import type { QuestionsRepository } from './questions.repository';

/** What the questions feature's services share: their dependencies, errors and row look-ups. */

/** The names people read for account ids (first name and last initial); unknown ids are left out. */
export type DisplayNamesOf = (userIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;

export interface QuestionsServiceDependencies {
  db: Database;
  displayNamesOf: DisplayNamesOf;
  /** Announces replies (in their transaction), for the asker's notification. */
  events: Pick<DomainEvents, 'record' | 'nudge'>;
  /** The assistant's index follows the bank's entries and the pool's threads. */
  sourceChanged?: SourceChanged;
}

/** The dependencies as each resource's service takes them: every default filled in. */
export type QuestionsParts = Required<QuestionsServiceDependencies>;

export const noSuchEntry = () => AppError.notFound('There is no such Q&A entry');
export const noSuchQuestion = () => AppError.notFound('There is no such question');
export const noSuchReply = () => AppError.notFound('There is no such reply');
export const noSuchGroupPath = (groupId: number) =>
  AppError.notFound(`There is no question group ${String(groupId)}`);

/** A group id of a body that names no group: a 400 on that field. */
function unknownGroupInBody(groupId: number): AppError {
  const message = `There is no question group ${String(groupId)}`;
  return AppError.badRequest(message, [
    fieldProblem(
      'body.group_id',
      { code: 'rule', params: { rule: 'unknown_group', group: groupId } },
      message,
    ),
  ]);
}

/** The group a body names; a 400 on `group_id` when there is none. */
export async function requireGroupForBody(repository: QuestionsRepository, groupId: number) {
  const group = await repository.findGroup(groupId);
  if (group === undefined) throw unknownGroupInBody(groupId);
  return group;
}

/** A pool question's facts (asker, status, replies), locked for a change; a 404 when it is gone. */
export async function lockQuestion(repository: QuestionsRepository, questionId: string) {
  const facts = await repository.lockQuestionFacts(questionId);
  if (facts === undefined) throw noSuchQuestion();
  return facts;
}
