import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from './errors';
import { checkDocument, looksLikePdf, reencodeImage } from './uploads';

function solidImage(width = 64, height = 48) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
}

/** A JPEG as a phone writes it: camera EXIF, GPS position and an orientation tag. */
async function jpegWithExif(): Promise<Buffer> {
  return solidImage()
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Model 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' },
    })
    .toBuffer();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('images are checked by content and re-encoded', () => {
  it('drops EXIF and GPS metadata and turns the image upright', async () => {
    const original = await jpegWithExif();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const output = await reencodeImage(original, { field: 'photo' });
    const after = await sharp(output).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: 64×48 comes out as 48×64.
    expect([after.width, after.height]).toEqual([48, 64]);
    expect(output.includes(Buffer.from('Secret Model'))).toBe(false);
    expect(output.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('crops a photo to a square when asked', async () => {
    const output = await reencodeImage(await solidImage(300, 120).png().toBuffer(), {
      field: 'photo',
      square: 100,
    });
    const metadata = await sharp(output).metadata();
    expect([metadata.width, metadata.height]).toEqual([100, 100]);
  });

  it('accepts PNG, JPEG and WebP', async () => {
    for (const image of [
      await solidImage().png().toBuffer(),
      await solidImage().jpeg().toBuffer(),
      await solidImage().webp().toBuffer(),
    ]) {
      const output = await reencodeImage(image, { field: 'photo' });
      expect((await sharp(output).metadata()).format).toBe('webp');
    }
  });

  it('refuses an HTML page named .png, an SVG, a GIF and random bytes', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const gif = await solidImage().gif().toBuffer();
    for (const content of [html, svg, gif, Buffer.from([1, 2, 3, 4, 5, 6, 7, 8])]) {
      const error = await refusal(reencodeImage(content, { field: 'photo' }));
      expect(error.status).toBe(400);
      expect(error.fieldProblems).toEqual([
        { field: 'body.photo', code: 'rule', message: 'photo must be a PNG, JPG or WebP image' },
      ]);
    }
  });

  it('leaves trailing bytes hidden after a PNG behind', async () => {
    const png = await solidImage().png().toBuffer();
    const polluted = Buffer.concat([png, Buffer.from('<script>alert(document.cookie)</script>')]);
    const output = await reencodeImage(polluted, { field: 'photo' });
    expect((await sharp(output).metadata()).format).toBe('webp');
    expect(output.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses a truncated image', async () => {
    const jpeg = await solidImage(400, 400).jpeg().toBuffer();
    const error = await refusal(
      reencodeImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)), { field: 'photo' }),
    );
    expect(error.status).toBe(400);
  });
});

describe('documents', () => {
  it('keeps a PDF as it is', async () => {
    expect(looksLikePdf(minimalPdf)).toBe(true);
    const checked = await checkDocument(minimalPdf, 'proof');
    expect(checked).toEqual({
      content: minimalPdf,
      extension: 'pdf',
      mediaType: 'application/pdf',
    });
  });

  it('refuses a PDF without its end and an HTML page named .pdf', async () => {
    const cut = minimalPdf.subarray(0, 30);
    expect((await refusal(checkDocument(cut, 'proof'))).fieldProblems).toEqual([
      { field: 'body.proof', code: 'rule', message: 'proof is not a complete PDF document' },
    ]);
    const html = Buffer.from('<html><body>%PDF-1.4 %%EOF</body></html>');
    expect((await refusal(checkDocument(html, 'proof'))).fieldProblems).toEqual([
      { field: 'body.proof', code: 'rule', message: 'proof must be a PDF, PNG, JPG or WebP file' },
    ]);
  });

  it('re-encodes an image proof as WebP', async () => {
    const checked = await checkDocument(await jpegWithExif(), 'proof');
    expect(checked.mediaType).toBe('image/webp');
    expect((await sharp(checked.content).metadata()).exif).toBeUndefined();
  });
});
