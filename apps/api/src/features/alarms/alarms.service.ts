import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  isRemindAtInRange,
  remindAtRangeMessage,
  type Alarm,
  type AlarmAdmin,
  type AlarmAdminListQuery,
  type AlarmAdminPage,
  type AlarmBroadcastBody,
  type AlarmBroadcastResult,
  type AlarmListQuery,
  type AlarmPage,
  type AlarmWriteBody,
  type Locale,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import type { DomainEventMap, DomainEvents } from '../../platform/events';
import type { JobQueue } from '../../platform/jobs';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/templates';
import { createAlarmsRepository, type AlarmValues } from './alarms.repository';
import type { AlarmRow } from './alarms.tables';
import { pageOf } from '../../platform/wire-page';

/** The jobs of the alarms feature. */
export const alarmJobs = {
  fire: 'alarm.fire',
  mail: 'alarm.mail',
  broadcast: 'alarm.broadcast',
} as const;

/** A broadcast makes the reminders of this many people per transaction. */
export const broadcastBatchSize = 500;

/** Whom an alarm's e-mail goes to; undefined for an account that is gone. */
export interface AlarmRecipient {
  email: string;
  firstName: string;
  locale: Locale;
  active: boolean;
}

export interface AlarmsDependencies {
  db: Database;
  events: DomainEvents;
  jobs: JobQueue;
  appUrl: string;
  /** Whether an event of the events feature exists (for an alarm about an event). */
  eventExists: (eventId: string) => Promise<boolean>;
  /** The e-mail addresses of several accounts, for the admins' list. */
  emailsOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
  recipientOf: (userId: string) => Promise<AlarmRecipient | undefined>;
  /** The ids of active accounts after `afterId` (in id order), at most `limit`. */
  activeUserIds: (afterId: string | null, limit: number) => Promise<string[]>;
  /** Queues one message for sending (a `mail.send` job, which retries on failure). */
  sendMail: (message: MailMessage) => Promise<void>;
  now?: () => Date;
}

const fireJobSchema = z.object({ alarm_id: z.uuid() });
const broadcastJobSchema = z.object({
  broadcast_id: z.uuid(),
  title: z.string(),
  note: z.string().nullable(),
});

const singletonKeyOf = (alarmId: string) => `alarm:${alarmId}`;

function alarmOf(row: AlarmRow): Alarm {
  return {
    alarm_id: row.alarm_id,
    title: row.title,
    note: row.note,
    event_id: row.event_id,
    remind_at: row.remind_at.toISOString(),
    send_email: row.send_email,
    status: row.status,
    fired_at: row.fired_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const noSuchAlarm = () => AppError.notFound('There is no such alarm');
const noSuchEvent = () =>
  AppError.badRequest('event_id must name an existing event', [
    ruleProblem('body.event_id', 'event_id must name an existing event', 'unknown_event'),
  ]);
const notScheduled = () =>
  AppError.conflictFor('alarm_not_scheduled', 'Only a scheduled alarm can be changed or cancelled');

/** Alarms: a person's reminders, fired once by the job queue; admins see all and broadcast. */
export function createAlarmsService(dependencies: AlarmsDependencies) {
  const { db, events, jobs } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const reader = createAlarmsRepository(db);

  function checkRemindAt(remindAt: Date): void {
    if (!isRemindAtInRange(remindAt, now()))
      throw AppError.badRequest(remindAtRangeMessage, [
        ruleProblem('body.remind_at', remindAtRangeMessage, 'remind_at_range'),
      ]);
  }

  async function valuesOf(body: AlarmWriteBody): Promise<AlarmValues> {
    const remindAt = new Date(body.remind_at);
    checkRemindAt(remindAt);
    if (body.event_id !== null && !(await dependencies.eventExists(body.event_id)))
      throw noSuchEvent();
    return {
      title: body.title,
      note: body.note,
      event_id: body.event_id,
      remind_at: remindAt,
      send_email: body.send_email,
    };
  }

  async function schedule(executor: Executor, row: AlarmRow): Promise<void> {
    await jobs.enqueue(
      alarmJobs.fire,
      { alarm_id: row.alarm_id },
      { runAt: row.remind_at, singletonKey: singletonKeyOf(row.alarm_id) },
      executor,
    );
  }

  /** The owner's scheduled alarm, locked; 404 for anyone else's, 409 once it fired or was cancelled. */
  async function ownScheduled(executor: Executor, alarmId: string, user: AuthUser) {
    const row = await createAlarmsRepository(executor).find(alarmId, true);
    if (row?.user_id !== user.userId) throw noSuchAlarm();
    if (row.status !== 'scheduled') throw notScheduled();
    return row;
  }

  /** The event of a fired alarm, for its owner's notification. */
  function firedEventOf(row: AlarmRow): DomainEventMap['alarm.fired'] {
    return {
      alarm_id: row.alarm_id,
      user_id: row.user_id,
      title: row.title,
      event_id: row.event_id,
    };
  }

  /** Marks the alarm fired (once); in the same transaction asks for its mail and announces it. */
  async function fire(payload: unknown): Promise<void> {
    const { alarm_id } = fireJobSchema.parse(payload);
    const fired = await db.transaction(async (transaction) => {
      const row = await createAlarmsRepository(transaction).fire(alarm_id);
      if (row === undefined) return undefined;
      if (row.send_email)
        await jobs.enqueue(
          alarmJobs.mail,
          { alarm_id },
          { singletonKey: `alarm-mail:${alarm_id}` },
          transaction,
        );
      await events.record(transaction, 'alarm.fired', firedEventOf(row));
      return row;
    });
    if (fired !== undefined) events.nudge();
  }

  async function mail(payload: unknown): Promise<void> {
    const { alarm_id } = fireJobSchema.parse(payload);
    const row = await reader.find(alarm_id);
    if (row?.status !== 'fired') return;
    const recipient = await dependencies.recipientOf(row.user_id);
    if (recipient?.active !== true) return;
    await dependencies.sendMail(
      renderMail('alarm', recipient.locale, {
        to: recipient.email,
        firstName: recipient.firstName,
        appUrl: dependencies.appUrl,
        link: new URL('/alarm/personal', dependencies.appUrl).toString(),
        title: row.title,
        note: row.note ?? '',
      }),
    );
  }

  /**
   * Gives every active person a fired reminder, 500 per transaction, each batch announced in its
   * transaction as one batch of events (one job, not one per person); a retry skips those done,
   * whose events committed with them.
   */
  async function broadcast(payload: unknown): Promise<void> {
    const { broadcast_id, title, note } = broadcastJobSchema.parse(payload);
    let after: string | null = null;
    for (;;) {
      const userIds: string[] = await dependencies.activeUserIds(after, broadcastBatchSize);
      if (userIds.length === 0) return;
      const inserted = await db.transaction(async (transaction) => {
        const rows = await createAlarmsRepository(transaction).insertBroadcast(
          userIds.map((user_id) => ({ broadcast_id, user_id, title, note })),
        );
        await events.recordBatch(transaction, 'alarm.fired', rows.map(firedEventOf));
        return rows;
      });
      if (inserted.length > 0) events.nudge();
      after = userIds.at(-1) ?? null;
      if (userIds.length < broadcastBatchSize) return;
    }
  }

  return {
    /** Registers the feature's job handlers with the app's queue. */
    registerJobs(): void {
      jobs.register(alarmJobs.fire, fire);
      jobs.register(alarmJobs.mail, mail);
      jobs.register(alarmJobs.broadcast, broadcast);
    },

    async listOwn(query: AlarmListQuery, user: AuthUser): Promise<AlarmPage> {
      const { rows, total } = await reader.findPage({ ...query, userId: user.userId });
      return pageOf(rows.map(alarmOf), query, total);
    },

    async create(body: AlarmWriteBody, user: AuthUser): Promise<Alarm> {
      const values = await valuesOf(body);
      return db.transaction(async (transaction) => {
        const row = await createAlarmsRepository(transaction).insert(user.userId, values);
        await schedule(transaction, row);
        return alarmOf(row);
      });
    },

    async update(alarmId: string, body: AlarmWriteBody, user: AuthUser): Promise<Alarm> {
      // Checked before the transaction: the event lookup does not run inside it.
      const values = await valuesOf(body);
      return db.transaction(async (transaction) => {
        await ownScheduled(transaction, alarmId, user);
        const row = await createAlarmsRepository(transaction).update(alarmId, values);
        if (row === undefined) throw notScheduled();
        await schedule(transaction, row);
        return alarmOf(row);
      });
    },

    async cancel(alarmId: string, user: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        await ownScheduled(transaction, alarmId, user);
        const row = await createAlarmsRepository(transaction).cancel(alarmId);
        if (row === undefined) throw notScheduled();
        await jobs.cancel(singletonKeyOf(alarmId), transaction);
      });
    },

    async listAll(query: AlarmAdminListQuery): Promise<AlarmAdminPage> {
      const { rows, total } = await reader.findPage(query);
      const emails = await dependencies.emailsOf([...new Set(rows.map((row) => row.user_id))]);
      const items: AlarmAdmin[] = rows.map((row) => ({
        ...alarmOf(row),
        user_id: row.user_id,
        owner_email: emails.get(row.user_id) ?? null,
      }));
      return { items, page: query.page, page_size: query.page_size, total };
    },

    async broadcast(body: AlarmBroadcastBody, actor: AuthUser): Promise<AlarmBroadcastResult> {
      const runAt = body.remind_at === null ? now() : new Date(body.remind_at);
      if (body.remind_at !== null) checkRemindAt(runAt);
      const broadcastId = randomUUID();
      await db.transaction(async (transaction) => {
        await jobs.enqueue(
          alarmJobs.broadcast,
          { broadcast_id: broadcastId, title: body.title, note: body.note },
          { runAt, singletonKey: `alarm-broadcast:${broadcastId}` },
          transaction,
        );
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'alarm.broadcast_scheduled',
          targetType: 'alarm_broadcast',
          targetId: broadcastId,
          details: {
            run_at: runAt.toISOString(),
            fields: body.note === null ? ['title'] : ['title', 'note'],
          },
        });
      });
      return { broadcast_id: broadcastId, run_at: runAt.toISOString() };
    },
  };
}

export type AlarmsService = ReturnType<typeof createAlarmsService>;
