import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError } from './errors';

/** The limits of every multipart request; a route may lower the file size. */
export const multipartLimits = {
  files: 1,
  fields: 20,
  fileSize: 5 * 1024 * 1024,
  fieldSize: 10 * 1024,
} as const;

/** The most pixels a decoded image may have (a 4 MB PNG can otherwise unpack to gigabytes). */
export const maxImagePixels = 40_000_000;

/** Accepts `multipart/form-data` for the routes that read uploads. Register once, before the routes. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { ...multipartLimits, parts: multipartLimits.files + multipartLimits.fields },
    throwFileSizeLimit: true,
  });
}

/** A file's bytes as a route answers them (the proof, a photo); described as binary in the docs. */
export const binaryResponseSchema = z
  .instanceof(Buffer)
  .meta({ type: 'string', format: 'binary', description: 'The file' });

export interface UploadedFile {
  content: Buffer;
  /** As the client named it; shown, never trusted. */
  fileName: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

function formatMegabytes(bytes: number): string {
  return `${String(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The errors of @fastify/multipart, as problems a person can act on. */
function multipartProblem(error: unknown, maxFileBytes: number): AppError | undefined {
  switch (errorCodeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        413,
        'payload_too_large',
        `The file is too large; the limit is ${formatMegabytes(maxFileBytes)}`,
      );
    case 'FST_FILES_LIMIT':
      return new AppError(413, 'payload_too_large', 'Please send one file at a time');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(
        413,
        'payload_too_large',
        `The form has too many fields; the limit is ${String(multipartLimits.fields)}`,
      );
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        415,
        'unsupported_media_type',
        'Please send the form as multipart/form-data',
      );
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return AppError.badRequest('The form could not be read');
    default:
      return undefined;
  }
}

/**
 * Reads a multipart form into memory: its text fields, and at most one file
 * under `fileField`, no larger than `maxFileBytes`. Nothing is written to
 * disk here; the caller checks the file's content before storing it.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; maxFileBytes: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'unsupported_media_type',
      'Please send the form as multipart/form-data',
    );
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField) {
          await part.toBuffer();
          throw AppError.badRequest('Please check the form for errors', [
            { field: `body.${part.fieldname}`, message: `${part.fieldname} is not a file field` },
          ]);
        }
        const content = await part.toBuffer();
        if (content.length > 0) file = { content, fileName: part.filename };
        continue;
      }
      if (part.valueTruncated) {
        throw new AppError(
          413,
          'payload_too_large',
          `The field ${part.fieldname} is too long; the limit is ${String(multipartLimits.fieldSize / 1024)} KB`,
        );
      }
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw multipartProblem(error, options.maxFileBytes) ?? error;
  }
  return { fields, file };
}

/** A file that failed the content check: 400 with a field message. */
function refused(field: string, message: string): AppError {
  return AppError.badRequest(message, [{ field: `body.${field}`, message }]);
}

export interface CheckedFile {
  content: Buffer;
  extension: 'webp' | 'pdf';
  mediaType: 'image/webp' | 'application/pdf';
}

const acceptedImageFormats = new Set(['png', 'jpeg', 'webp']);

/** The image library (native code) loads at the first image, not with the server. */
async function openImage(content: Buffer) {
  const { default: sharp } = await import('sharp');
  return sharp(content, { failOn: 'error', limitInputPixels: maxImagePixels, pages: 1 });
}

/**
 * Checks an image by its content (never its name or declared type): only
 * PNG, JPEG and WebP that decode cleanly. It comes back re-encoded as WebP,
 * turned upright by its orientation tag, with every byte of metadata (EXIF,
 * GPS, XMP, ICC, comments) and anything hidden after the image left behind.
 */
export async function reencodeImage(
  content: Buffer,
  options: { field: string; square?: number },
): Promise<Buffer> {
  const message = `${options.field} must be a PNG, JPG or WebP image`;
  let format: string;
  try {
    format = (await (await openImage(content)).metadata()).format;
  } catch {
    throw refused(options.field, message);
  }
  if (!acceptedImageFormats.has(format)) throw refused(options.field, message);
  try {
    let image = (await openImage(content)).rotate();
    if (options.square !== undefined)
      image = image.resize(options.square, options.square, { fit: 'cover' });
    return await image.webp({ quality: 82 }).toBuffer();
  } catch {
    throw refused(options.field, message);
  }
}

const pdfHeader = Buffer.from('%PDF-');
const pdfEnd = Buffer.from('%%EOF');
/** Some writers add a few bytes (new lines, padding) after the end marker. */
const pdfTrailerWindow = 1024;

export function looksLikePdf(content: Buffer): boolean {
  if (content.length < pdfHeader.length + pdfEnd.length) return false;
  if (!content.subarray(0, pdfHeader.length).equals(pdfHeader)) return false;
  return content.subarray(-pdfTrailerWindow).includes(pdfEnd);
}

/**
 * Checks a document by its content: a PDF (kept as sent) or an image
 * (re-encoded as WebP, see `reencodeImage`).
 */
export async function checkDocument(content: Buffer, field: string): Promise<CheckedFile> {
  if (content.subarray(0, pdfHeader.length).equals(pdfHeader)) {
    if (!looksLikePdf(content)) throw refused(field, `${field} is not a complete PDF document`);
    return { content, extension: 'pdf', mediaType: 'application/pdf' };
  }
  try {
    return {
      content: await reencodeImage(content, { field }),
      extension: 'webp',
      mediaType: 'image/webp',
    };
  } catch (error) {
    if (error instanceof AppError)
      throw refused(field, `${field} must be a PDF, PNG, JPG or WebP file`);
    throw error;
  }
}
