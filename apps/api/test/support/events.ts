import sharp from 'sharp';
import { eventSidebarListSchema } from '@campus/contracts';
import type { TestContext } from './app';
import { multipartBody, type MultipartFile } from './multipart';

export const dayMs = 24 * 60 * 60 * 1000;

export function png(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export function imageFile(content: Buffer, fileName = 'poster.png'): MultipartFile {
  return { field: 'file', fileName, contentType: 'image/png', content };
}

/** The events tests' helpers, bound to the test app of the file that uses them. */
export function createEventHelpers(t: TestContext) {
  function upload(
    eventId: string,
    token: string | undefined,
    file: MultipartFile | undefined,
    fields: Record<string, string> = {},
  ) {
    const body = multipartBody(fields, file);
    return t.api.call('POST', `/event/manage/${eventId}/images`, token, body.payload, {
      headers: body.headers,
    });
  }

  async function sidebar(token: string) {
    return t.api.read('/event/sidebar/active', token, eventSidebarListSchema);
  }

  return { sidebar, upload };
}
