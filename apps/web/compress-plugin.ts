import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files the server sends compressed: text of at least this many bytes. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const minimumBytes = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes a `.br` (Brotli at its best quality) and a `.gz` beside every
 * compressible file of the build, once, so that the server sends them as
 * they are (`preCompressed` in apps/api/src/platform/web-app.ts) without
 * compressing on each request. A variant no smaller than the file is left out.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'campus-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      let raw = 0;
      let brotli = 0;
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < minimumBytes) continue;
        const br = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gz = gzipSync(content, { level: 9 });
        if (br.length < content.length) writeFileSync(`${file}.br`, br);
        if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
        raw += content.length;
        brotli += Math.min(br.length, content.length);
      }
      this.info(
        `precompressed ${String(Math.round(raw / 1024))} KB of text to ${String(Math.round(brotli / 1024))} KB (brotli)`,
      );
    },
  };
}
