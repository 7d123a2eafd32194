import { existsSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { demoAccounts } from './features/accounts/demo-accounts';
import type { SeedResult } from './seed-state';

/**
 * A new embedded database with the demo, made once by the build (decision 026,
 * cli/make-demo-template.ts): migrating and seeding take PGlite about ten
 * seconds, copying the result's data directory a fraction of one. The demo's
 * dates count from the moment it was seeded, so a template older than a day is
 * not used: the start seeds anew instead.
 */
const maxAgeMs = 24 * 60 * 60 * 1000;

/** The template's parts, each a name both in its folder and in a data directory (db/open-configured.ts). */
export const templateParts = {
  database: 'pglite',
  uploads: 'uploads',
  /** What the seed made and when (`DemoTemplateAbout`); written last, once the rest is whole. */
  about: 'about.json',
} as const;

const demoTemplateAboutSchema = z.object({
  made_at: z.iso.datetime(),
  course_count: z.number().int(),
  experience_count: z.number().int(),
});

export interface DemoTemplate {
  /** What the seed reported when it made the template, for the start-up banner. */
  seed: SeedResult;
  /**
   * Copies the migrated and seeded database and the demo's uploaded files (the
   * events' covers) into a data directory that has no database yet, where the
   * server then opens them.
   */
  copyTo(dataDir: string): Promise<void>;
}

export type DemoTemplateAbout = z.infer<typeof demoTemplateAboutSchema>;

/** Beside the built server (dist/demo-template); the sources run by tsx have none. */
export function demoTemplateFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-template');
}

/** The template in `folder`, when there is one made less than a day before `now`. */
export function findDemoTemplate(
  folder: string = demoTemplateFolder(),
  now: Date = new Date(),
): DemoTemplate | undefined {
  const aboutFile = path.join(folder, templateParts.about);
  if (!existsSync(aboutFile) || !existsSync(path.join(folder, templateParts.database)))
    return undefined;
  const parsed = demoTemplateAboutSchema.safeParse(JSON.parse(readFileSync(aboutFile, 'utf8')));
  if (!parsed.success) return undefined;
  const age = now.getTime() - Date.parse(parsed.data.made_at);
  if (age < 0 || age > maxAgeMs) return undefined;
  return {
    seed: {
      isNewDatabase: true,
      demoAccounts,
      courseCount: parsed.data.course_count,
      experienceCount: parsed.data.experience_count,
    },
    async copyTo(dataDir) {
      // Into a folder of another name first: a copy cut short never looks like a database.
      const partial = path.join(dataDir, `${templateParts.database}.partial`);
      await rm(partial, { recursive: true, force: true });
      await copyInWorker([
        { source: path.join(folder, templateParts.database), target: partial },
        {
          source: path.join(folder, templateParts.uploads),
          target: path.join(dataDir, templateParts.uploads),
        },
      ]);
      await rm(path.join(dataDir, templateParts.database), { recursive: true, force: true });
      await rename(partial, path.join(dataDir, templateParts.database));
    },
  };
}

/**
 * Copies folders in a worker thread: the synchronous copy is several times faster than
 * `fs.promises.cp` (one file after another, each a round trip), and the server's modules
 * load on the main thread meanwhile. A copy-on-write clone where the file system offers
 * one; a target's existing files are kept.
 */
function copyInWorker(copies: readonly { source: string; target: string }[]): Promise<void> {
  const worker = new Worker(
    `const { constants, cpSync, existsSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
for (const { source, target } of workerData) {
  if (!existsSync(source)) continue;
  cpSync(source, target, { recursive: true, force: false, mode: constants.COPYFILE_FICLONE });
}`,
    { eval: true, workerData: copies },
  );
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`Copying the demo database stopped with code ${String(code)}`));
    });
  });
}
