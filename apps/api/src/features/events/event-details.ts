import { eventImagePath, type EventAdmin, type EventImage } from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../platform/errors';
import { createEventsRepository, type EventsRepository } from './events.repository';
import type { EventImageRow, EventRow } from './events.tables';

/** An event as moderators read it, and how one event is changed: locked, or 404 when gone. */

export const noSuchEvent = () => AppError.notFound('event not found');

export function imageOf(row: EventImageRow): EventImage {
  return {
    image_type: row.image_type,
    image_id: row.image_id,
    image_url: `/api/${eventImagePath(row.event_id, row.image_id)}`,
  };
}

/** Events with their dates and times and their images, in the order of the rows. */
export async function readEventDetails(
  executor: Executor,
  rows: readonly EventRow[],
): Promise<EventAdmin[]> {
  const repository = createEventsRepository(executor);
  const ids = rows.map((row) => row.event_id);
  const [dateTimes, images] = await Promise.all([
    repository.dateTimesOf(ids),
    repository.imagesOf(ids),
  ]);
  return rows.map((row) => ({
    event_id: row.event_id,
    event_name: row.event_name,
    event_description: row.event_description,
    event_description_tr: row.event_description_tr,
    event_type: row.event_type,
    event_location: row.event_location,
    status: row.status,
    event_date_times: dateTimes.get(row.event_id) ?? [],
    images: (images.get(row.event_id) ?? []).map(imageOf),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function readEventDetail(executor: Executor, row: EventRow): Promise<EventAdmin> {
  const [detail] = await readEventDetails(executor, [row]);
  if (detail === undefined) throw noSuchEvent();
  return detail;
}

/** Runs a change of one event in a transaction with its row locked; 404 when it is gone. */
export async function changeEvent<T>(
  db: Database,
  eventId: string,
  change: (repository: EventsRepository, before: EventRow, transaction: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const repository = createEventsRepository(transaction);
    const before = await repository.findEvent(eventId, true);
    if (before === undefined) throw noSuchEvent();
    return change(repository, before, transaction);
  });
}
