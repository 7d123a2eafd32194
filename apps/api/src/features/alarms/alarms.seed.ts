import { foldSearchText } from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { alarms, type NewAlarmRow } from './alarms.tables';
import { jobs } from '../../platform/jobs.tables';

const hourMs = 60 * 60 * 1000;

/**
 * The demo student's alarms: two scheduled (with their `alarm.fire` jobs, queued
 * as the alarms feature queues them) and one that already fired.
 */
export async function insertAlarms(transaction: Transaction, people: DemoPeople): Promise<void> {
  const { studentId, now } = people;
  const at = (hours: number) => new Date(now.getTime() + hours * hourMs);
  const demo: Omit<NewAlarmRow, 'search_text'>[] = [
    {
      user_id: studentId,
      title: 'Submit the database systems homework',
      note: 'Upload the PDF to the course page before midnight.',
      remind_at: at(26),
      send_email: true,
    },
    {
      user_id: studentId,
      title: 'Kütüphane kitaplarını iade et',
      note: 'İki kitabın süresi cuma günü doluyor.',
      remind_at: at(74),
      send_email: false,
    },
    {
      user_id: studentId,
      title: 'Register for the spring semester courses',
      note: null,
      remind_at: at(-20),
      send_email: false,
      status: 'fired',
      fired_at: at(-20),
    },
  ];
  const rows = demo.map((row) => ({ ...row, search_text: foldSearchText(row.title) }));
  const inserted = await transaction.insert(alarms).values(rows).returning();
  const scheduled = inserted.filter((row) => row.status === 'scheduled');
  await transaction.insert(jobs).values(
    scheduled.map((row) => ({
      name: 'alarm.fire',
      payload: { alarm_id: row.alarm_id },
      run_at: row.remind_at,
      singleton_key: `alarm:${row.alarm_id}`,
    })),
  );
}
