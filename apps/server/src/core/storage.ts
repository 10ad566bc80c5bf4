import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Where uploaded files live. Local disk by default; an S3-compatible store implements the same. */
export interface FileStorage {
  /** Stores the stream and answers its size in bytes; refuses past maxBytes by throwing. */
  put(key: string, body: Readable): Promise<number>;
  get(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export function localDiskStorage(root: string): FileStorage {
  const full = (key: string) => {
    const p = path.resolve(root, key);
    if (!p.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root');
    return p;
  };
  return {
    async put(key, body) {
      const target = full(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(body, fs.createWriteStream(target));
      } catch (err) {
        await fs.promises.rm(target, { force: true });
        throw err;
      }
      return (await fs.promises.stat(target)).size;
    },
    get: (key) => fs.createReadStream(full(key)),
    exists: (key) =>
      fs.promises.access(full(key)).then(
        () => true,
        () => false,
      ),
    remove: (key) => fs.promises.rm(full(key), { force: true }),
  };
}
