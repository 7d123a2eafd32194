import { eventLimits, type EventAdmin, type EventImageType } from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { reencodeImage } from '../../platform/uploads';
import { changeEvent, noSuchEvent, readEventDetail } from './event-details';
import { createEventsRepository } from './events.repository';

const noSuchImage = () => AppError.notFound('There is no such image of this event');

/**
 * The images of events, part of the events board (events.service.ts): WebP
 * files on disk, recorded and audited with their event; the first is the
 * cover, and deleting the cover makes the next one the cover.
 */
export function createEventImages({ db, files }: { db: Database; files: FileStore }) {
  const reader = createEventsRepository(db);

  return {
    /**
     * Adds an image: checked by its content, re-encoded as WebP without
     * metadata, stored, then recorded. The first image becomes the cover;
     * a new cover makes the old one a gallery image.
     */
    async addImage(
      eventId: string,
      content: Buffer,
      requestedType: EventImageType | undefined,
      actor: AuthUser,
    ): Promise<EventAdmin> {
      if ((await reader.findEvent(eventId)) === undefined) throw noSuchEvent();
      const webp = await reencodeImage(content, { field: 'file' });
      const name = await files.save('events', webp, 'webp');
      try {
        return await changeEvent(db, eventId, async (repository, before, transaction) => {
          const stats = await repository.imageStats(eventId);
          if (stats.total >= eventLimits.imagesMax) {
            throw AppError.conflict(
              `An event can have at most ${String(eventLimits.imagesMax)} images; delete one first`,
            );
          }
          const imageType: EventImageType =
            stats.total === 0 ? 'cover' : (requestedType ?? 'gallery');
          if (imageType === 'cover') await repository.demoteCover(eventId);
          const image = await repository.insertImage({
            event_id: eventId,
            image_type: imageType,
            position: stats.nextPosition,
            file_name: name,
          });
          const after = await repository.touch(eventId);
          await recordRowAudit(transaction, actor.userId, 'event.image_added', eventId, {
            image_id: image.image_id,
            image_type: imageType,
          });
          return readEventDetail(transaction, after ?? before);
        });
      } catch (error) {
        await files.remove('events', name);
        throw error;
      }
    },

    async setCover(eventId: string, imageId: string, actor: AuthUser): Promise<EventAdmin> {
      return changeEvent(db, eventId, async (repository, before, transaction) => {
        const image = await repository.findImage(eventId, imageId);
        if (image === undefined) throw noSuchImage();
        if (image.image_type === 'cover') return readEventDetail(transaction, before);
        await repository.demoteCover(eventId);
        await repository.setImageType(imageId, 'cover');
        const after = await repository.touch(eventId);
        await recordRowAudit(transaction, actor.userId, 'event.image_cover_set', eventId, {
          image_id: imageId,
        });
        return readEventDetail(transaction, after ?? before);
      });
    },

    /** Deletes an image (the next one becomes the cover if it was); the file goes after commit. */
    async removeImage(eventId: string, imageId: string, actor: AuthUser): Promise<EventAdmin> {
      const { detail, fileName } = await changeEvent(
        db,
        eventId,
        async (repository, before, transaction) => {
          const image = await repository.deleteImage(eventId, imageId);
          if (image === undefined) throw noSuchImage();
          if (image.image_type === 'cover') {
            const next = await repository.firstImage(eventId);
            if (next !== undefined) await repository.setImageType(next.image_id, 'cover');
          }
          const after = await repository.touch(eventId);
          await recordRowAudit(transaction, actor.userId, 'event.image_deleted', eventId, {
            image_id: imageId,
            image_type: image.image_type,
          });
          return {
            detail: await readEventDetail(transaction, after ?? before),
            fileName: image.file_name,
          };
        },
      );
      await files.remove('events', fileName);
      return detail;
    },

    /** An image's WebP content, or undefined for an unknown event or image. */
    async image(eventId: string, imageId: string): Promise<Buffer | undefined> {
      const image = await reader.findImage(eventId, imageId);
      if (image === undefined) return undefined;
      return files.read('events', image.file_name);
    },
  };
}
