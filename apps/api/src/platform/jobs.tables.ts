import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, momentNow, primaryId, timestamps } from '../db/columns';

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export const jobStatusEnum = pgEnum('job_status', jobStatuses);

/**
 * Scheduled work of every feature (decision 012): a job waits until `run_at`,
 * one process claims it with a lease (`locked_by`, `locked_until`), and it
 * ends done or, after `max_attempts`, failed. A running job whose lease ran
 * out (its process crashed) is queued again. `singleton_key` names a job a
 * feature re-schedules or cancels (`alarm:<id>`); it is unique when present.
 */
export const jobs = pgTable(
  'jobs',
  {
    job_id: primaryId('job_id'),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    run_at: momentNow('run_at'),
    status: jobStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    last_error: text('last_error'),
    locked_by: text('locked_by'),
    locked_until: moment('locked_until'),
    singleton_key: text('singleton_key'),
    ...timestamps(),
  },
  (table) => [
    // A pass reads the due queued jobs (and the running ones whose lease ran out) in order.
    index('jobs_status_run_at_idx').on(table.status, table.run_at),
    uniqueIndex('jobs_singleton_key_unique')
      .on(table.singleton_key)
      .where(sql`${table.singleton_key} is not null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
