import { z } from 'zod';

/**
 * Pieces several features' schemas are built from. They are not exported from
 * the package: each feature's schemas spread or call them, and the wire sees
 * only the fields.
 */

/** An instant with its offset, as every answer writes it. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A file in the API reference: a download the handler sends, or a part of a multipart body. */
export const binaryFileSchema = z.string().meta({ format: 'binary', description: 'The file' });

/** When a row was made and last changed. */
export const timestampsShape = { created_at: isoDateTime, updated_at: isoDateTime };

/** A text trimmed of surrounding spaces, then `min` to `max` characters long. */
export function trimmedText(min: number, max: number) {
  return z.string().trim().min(min).max(max);
}

/** An optional text whose blank or absent value is stored as null. */
export function nullableText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value));
}
