import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The kinds of stored files, each in a folder of its own under `DATA_DIR/uploads`. */
export type FileFolder = 'photos' | 'proofs' | 'events' | 'cvs' | 'instagram';

const fileNamePattern = /^[0-9a-f]{32}\.(webp|pdf)$/;

/**
 * Uploaded files on disk under random names, outside anything the web server
 * serves by itself: a route decides who may read each one.
 */
export function createFileStore(root: string) {
  const folderPath = (folder: FileFolder) => path.join(root, folder);
  return {
    async save(folder: FileFolder, content: Buffer, extension: 'webp' | 'pdf'): Promise<string> {
      await mkdir(folderPath(folder), { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(path.join(folderPath(folder), name), content, { mode: 0o600, flag: 'wx' });
      return name;
    },

    /** The file's content, or undefined for a name that is not one of ours or does not exist. */
    async read(folder: FileFolder, name: string): Promise<Buffer | undefined> {
      if (!fileNamePattern.test(name)) return undefined;
      try {
        return await readFile(path.join(folderPath(folder), name));
      } catch {
        return undefined;
      }
    },

    async remove(folder: FileFolder, name: string | null): Promise<void> {
      if (name === null || !fileNamePattern.test(name)) return;
      await rm(path.join(folderPath(folder), name), { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
