import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { eventAdminSchema } from '@campus/contracts';
import { eventImages } from '../src/features/events/events.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import { createEvent } from './support/factories/events';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import type { MultipartFile } from './support/multipart';
import { createEventHelpers, imageFile, png } from './support/events';

const t = useTestApp();
const { sidebar, upload } = createEventHelpers(t);

/** A phone photo: camera model and GPS position in its EXIF. */
function phoneJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Private Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 2/1 3/1' },
    })
    .toBuffer();
}

async function fileNamesOf(eventId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ file_name: eventImages.file_name })
    .from(eventImages)
    .where(eq(eventImages.event_id, eventId));
  return rows.map((row) => row.file_name);
}

const eventsFolder = () => path.join(t.env.dataDir, 'uploads', 'events');

describe('event images', () => {
  it('stores uploads as WebP without EXIF, serves them publicly, keeps one cover', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'student' }),
    ]);
    const event = await createEvent(t, { event_name: 'Photo Walk' });
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const first = await upload(event.event_id, moderator.token, {
      field: 'file',
      fileName: 'walk.jpg',
      contentType: 'image/jpeg',
      content: original,
    });
    const withOne = expectStatus(first, 201, eventAdminSchema);
    const cover = withOne.images[0];
    expect(withOne.images).toHaveLength(1);
    expect(cover?.image_type).toBe('cover');
    expect(cover?.image_url).toBe(
      `/api/event/image/${event.event_id}/${cover?.image_id ?? ''}.webp`,
    );
    expect(await auditOf(t, 'event.image_added', event.event_id)).toHaveLength(1);

    const served = await t.api.call('GET', (cover?.image_url ?? '').replace(/^\/api/, ''));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Private Phone'))).toBe(false);

    // A PNG with a script hidden after its end: accepted, and the hidden bytes are gone.
    const script = Buffer.from('<script>alert("x")</script>');
    const trailing = Buffer.concat([await png({ r: 10, g: 20, b: 30 }), script]);
    const second = await upload(event.event_id, moderator.token, imageFile(trailing));
    const gallery = expectStatus(second, 201, eventAdminSchema).images[1];
    expect(gallery?.image_type).toBe('gallery');
    const secondServed = await t.api.call(
      'GET',
      `/event/image/${event.event_id}/${gallery?.image_id ?? ''}.webp`,
    );
    expect(secondServed.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(secondServed.rawPayload).metadata()).format).toBe('webp');

    // A third one uploaded as the cover demotes the old cover.
    const third = await upload(
      event.event_id,
      moderator.token,
      imageFile(await png({ r: 0, g: 0, b: 255 })),
      { image_type: 'cover' },
    );
    const afterThird = expectStatus(third, 201, eventAdminSchema);
    const newCover = afterThird.images.find((image) => image.image_type === 'cover');
    expect(afterThird.images.filter((image) => image.image_type === 'cover')).toHaveLength(1);
    expect(newCover?.image_id).not.toBe(cover?.image_id);

    // Setting a cover demotes the old one.
    const set = await t.api.call(
      'PUT',
      `/event/manage/${event.event_id}/images/${gallery?.image_id ?? ''}/cover`,
      moderator.token,
    );
    const afterSet = expectStatus(set, 200, eventAdminSchema);
    expect(afterSet.images[0]).toMatchObject({ image_id: gallery?.image_id, image_type: 'cover' });
    expect(afterSet.images.filter((image) => image.image_type === 'cover')).toHaveLength(1);

    // The sidebar carries the images, the cover first.
    const listed = (await sidebar(student.token)).find((item) => item.event_id === event.event_id);
    expect(listed?.images.map((image) => image.image_type)).toEqual([
      'cover',
      'gallery',
      'gallery',
    ]);
    expect(listed?.images.map((image) => image.image_url)).toEqual(
      afterSet.images.map((image) => `/api/event/image/${event.event_id}/${image.image_id}.webp`),
    );
    expect(listed?.images.every((image) => image.image_url.endsWith('.webp'))).toBe(true);

    // Deleting the cover makes the first remaining image the cover; its file goes.
    const files = await fileNamesOf(event.event_id);
    expect(files).toHaveLength(3);
    const coverFile = (
      await t.database.db
        .select()
        .from(eventImages)
        .where(eq(eventImages.image_id, gallery?.image_id ?? unknownId))
    )[0]?.file_name;
    expect(coverFile !== undefined && existsSync(path.join(eventsFolder(), coverFile))).toBe(true);
    const deleted = await t.api.call(
      'DELETE',
      `/event/manage/${event.event_id}/images/${gallery?.image_id ?? ''}`,
      moderator.token,
    );
    const afterDelete = expectStatus(deleted, 200, eventAdminSchema);
    expect(afterDelete.images).toHaveLength(2);
    expect(afterDelete.images[0]).toMatchObject({ image_id: cover?.image_id, image_type: 'cover' });
    expect(existsSync(path.join(eventsFolder(), coverFile ?? 'x'))).toBe(false);
    expectProblem(
      await t.api.call('GET', `/event/image/${event.event_id}/${gallery?.image_id ?? ''}.webp`),
      404,
    );
    expect(await auditOf(t, 'event.image_deleted', event.event_id)).toHaveLength(1);
    expect(await auditOf(t, 'event.image_cover_set', event.event_id)).toHaveLength(1);

    // Deleting the event removes every file after the commit.
    expectStatus(
      await t.api.call('DELETE', `/event/manage/${event.event_id}`, moderator.token),
      204,
    );
    for (const name of files) expect(existsSync(path.join(eventsFolder(), name))).toBe(false);
  });

  it('refuses files too large, of the wrong type or not images at all, saving nothing', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const event = await createEvent(t, { event_name: 'Refusals' });
    const tooLarge = await upload(event.event_id, moderator.token, {
      field: 'file',
      fileName: 'huge.jpg',
      contentType: 'image/jpeg',
      content: Buffer.alloc(2 * 1024 * 1024 + 1, 7),
    });
    expect(expectProblem(tooLarge, 413).detail).toBe('The file is too large; the limit is 2 MB');

    const refusals: MultipartFile[] = [
      {
        field: 'file',
        fileName: 'poster.png',
        contentType: 'image/png',
        content: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      },
      {
        field: 'file',
        fileName: 'poster.svg',
        contentType: 'image/svg+xml',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
        ),
      },
      {
        field: 'file',
        fileName: 'poster.gif',
        contentType: 'image/gif',
        content: await sharp({
          create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 1, b: 1 } },
        })
          .gif()
          .toBuffer(),
      },
    ];
    for (const file of refusals) {
      const response = await upload(event.event_id, moderator.token, file);
      expect(response.statusCode, file.fileName).toBe(400);
      expect(fieldErrors(response)).toEqual({
        'body.file': 'file must be a PNG, JPG or WebP image',
      });
    }

    const missing = await upload(event.event_id, moderator.token, undefined, { note: 'no file' });
    expect(fieldErrors(missing)).toEqual({ 'body.file': 'file is required' });
    const badType = await upload(
      event.event_id,
      moderator.token,
      imageFile(await png({ r: 1, g: 1, b: 1 })),
      { image_type: 'banner' },
    );
    expect(fieldErrors(badType)).toEqual({
      'body.image_type': 'image_type must be one of cover, gallery',
    });
    const json = await t.api.call(
      'POST',
      `/event/manage/${event.event_id}/images`,
      moderator.token,
      { file: 'x' },
    );
    expectProblem(json, 415);
    const unknown = await upload(
      unknownId,
      moderator.token,
      imageFile(await png({ r: 1, g: 1, b: 1 })),
    );
    expectProblem(unknown, 404);

    expect(await fileNamesOf(event.event_id)).toEqual([]);
    const wrongImage = await t.api.call(
      'PUT',
      `/event/manage/${event.event_id}/images/${unknownId}/cover`,
      moderator.token,
    );
    expectProblem(wrongImage, 404);
    expectProblem(
      await t.api.call('GET', `/event/image/${event.event_id}/${unknownId}.webp`),
      404,
      'not_found',
    );
    expectProblem(await t.api.call('GET', `/event/image/${event.event_id}/passwd`), 400);
  });

  it('keeps at most 10 images an event (409 for the 11th, its file not kept)', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const event = await createEvent(t, { event_name: 'Gallery' });
    const picture = await png({ r: 9, g: 9, b: 9 });
    for (let index = 0; index < 10; index += 1) {
      expectStatus(await upload(event.event_id, moderator.token, imageFile(picture)), 201);
    }
    const before = (await readdir(eventsFolder())).length;
    const eleventh = await upload(event.event_id, moderator.token, imageFile(picture));
    expect(expectProblem(eleventh, 409).detail).toBe(
      'An event can have at most 10 images; delete one first',
    );
    expect((await readdir(eventsFolder())).length).toBe(before);
    expect(await fileNamesOf(event.event_id)).toHaveLength(10);
  });
});
