import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const compressionThresholdBytes = 1024;

/**
 * Compresses the API's answers (JSON, CSV) above a kilobyte for clients that
 * accept it: Brotli at a fast quality, else gzip. Server-sent events are never
 * compressed (they must arrive as written); the web app's files are compressed
 * once at build time instead (web-app.ts).
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    threshold: compressionThresholdBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
