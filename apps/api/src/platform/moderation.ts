import type { Database, Transaction } from '../db/database';
import { recordAudit, type AuditEvent } from './audit/audit';
import type { AppError } from './errors';
import type { DomainEventMap, DomainEventName, DomainEvents } from './events';

/** A domain event a review records: its name and its payload. */
export type ReviewEvent = {
  [Name in DomainEventName]: { name: Name; payload: DomainEventMap[Name] };
}[DomainEventName];

/** What a review needs from the app: the database and, for reviews that tell someone, the events. */
export interface ModerationDependencies {
  db: Database;
  events?: Pick<DomainEvents, 'record' | 'nudge'>;
}

/**
 * One review of a moderated item, in the order it runs within its transaction. `Row` is
 * what the feature's conditional update answers; `Result` what the review answers.
 */
export interface ReviewSteps<Row, Result> {
  /** Who reviews: the audit entry's actor. */
  actorId: string;
  /**
   * The feature's conditional update (its repository, in the transaction): the changed row,
   * or undefined when no row was in a status this review applies to. It may throw a refusal
   * it already knows (a vote question past its closing time).
   */
  update: (transaction: Transaction) => Promise<Row | undefined>;
  /**
   * Further work of the change in the same transaction (the assistant's index, the reports
   * a hidden entry resolves) and the review's answer, read there; the changed row without it.
   */
  follow?: (transaction: Transaction, row: Row) => Promise<Result>;
  /** The audit entry of the change: its action, target and details. */
  audit: (row: Row, result: Result) => Omit<AuditEvent, 'actorId'>;
  /** The domain events that tell other features, recorded in the transaction. */
  announce?: (
    row: Row,
    result: Result,
    transaction: Transaction,
  ) => readonly ReviewEvent[] | Promise<readonly ReviewEvent[]>;
  /**
   * Why nothing changed, asked after the transaction: a 404 when the item does not exist,
   * a 409 when someone else reviewed it first (or it moved on).
   */
  refusal: () => AppError | Promise<AppError>;
}

/**
 * Runs a review (decision 023): the conditional update, any further work, the audit entry
 * and the domain events in one transaction; after the commit the events are nudged. When
 * the update changed nothing, the feature's refusal is thrown (404 or 409). It answers the
 * changed row, or what `follow` read.
 */
export function runReview<Row, Result>(
  dependencies: ModerationDependencies,
  steps: ReviewSteps<Row, Result> & Required<Pick<ReviewSteps<Row, Result>, 'follow'>>,
): Promise<Result>;
export function runReview<Row>(
  dependencies: ModerationDependencies,
  steps: ReviewSteps<Row, Row>,
): Promise<Row>;
export async function runReview(
  { db, events }: ModerationDependencies,
  steps: ReviewSteps<unknown, unknown>,
): Promise<unknown> {
  const outcome = await db.transaction(async (transaction) => {
    const row = await steps.update(transaction);
    if (row === undefined) return undefined;
    const result = steps.follow === undefined ? row : await steps.follow(transaction, row);
    await recordAudit(transaction, { actorId: steps.actorId, ...steps.audit(row, result) });
    const announced = (await steps.announce?.(row, result, transaction)) ?? [];
    if (announced.length > 0 && events === undefined) {
      throw new Error('A review that announces events needs the domain events');
    }
    for (const event of announced) await events?.record(transaction, event.name, event.payload);
    return { result, announced: announced.length > 0 };
  });
  if (outcome === undefined) throw await steps.refusal();
  if (outcome.announced) events?.nudge();
  return outcome.result;
}
