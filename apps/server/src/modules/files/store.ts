import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { FileStorage } from '../../core/storage';
import {
  ALLOWED_TYPES,
  contentFits,
  extensionOf,
  humanSize,
  isPlainFileName,
  SNIFF_BYTES,
} from './file-types';
import { fileErrors } from './errors';

export const fileUrl = (id: number) => `/api/file/download/${id}`;

/** The first `n` bytes of a stream, and the whole stream (those bytes included) to store. */
async function peek(stream: Readable, n: number) {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < n && !ended) {
    const next = await it.next();
    if (next.done) ended = true;
    else {
      chunks.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    for (let next = ended ? null : await it.next(); next && !next.done; next = await it.next())
      yield next.value;
  }
  return { head: head.subarray(0, n), body: Readable.from(all()) };
}

export interface ReceiveOptions {
  /** The enterprise whose storage the file goes under. */
  enterpriseId: number;
  maxBytes: number;
  /** Extensions taken (default: every type ALLOWED_TYPES names). */
  types?: readonly string[];
  /**
   * Runs when the file part arrives (or, when none does, before the refusal) with the text fields
   * read so far: the signed-in upload's CSRF check.
   */
  checkFields?: (fields: Record<string, string>) => void;
}

/** A file in storage that has no files row yet. */
export interface StoredUpload {
  enterpriseId: number;
  key: string;
  name: string;
  mime: string;
  size: number;
}

/**
 * Receives the one file of a multipart upload (field "file") and writes it to storage under the
 * enterprise: a plain name, a type in `types`, content that fits its extension, at most `maxBytes`.
 * A refusal (4xx file error naming the field "file") leaves nothing stored.
 */
export async function receiveFile(req: FastifyRequest, opts: ReceiveOptions): Promise<StoredUpload> {
  if (!req.isMultipart()) throw fileErrors.NO_FILE({ field: 'file' });
  const { storage } = req.server.ctx;
  const fields: Record<string, string> = {};
  // preservePath: the name as sent, so a path in it is refused rather than silently cut off
  const parts = req.parts({
    preservePath: true,
    limits: { fileSize: opts.maxBytes, files: 1, fields: 10 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] ??= part.value;
      continue;
    }
    opts.checkFields?.(fields);
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    if (!isPlainFileName(part.filename)) {
      part.file.resume();
      throw fileErrors.BAD_FILE_NAME({ field: 'file' });
    }
    const ext = extensionOf(part.filename);
    const taken = Object.hasOwn(ALLOWED_TYPES, ext) && (!opts.types || opts.types.includes(ext));
    const mime = taken ? ALLOWED_TYPES[ext] : undefined;
    if (!mime) {
      part.file.resume();
      throw fileErrors.UNSUPPORTED_TYPE({ params: { ext: ext || '?' }, field: 'file' });
    }
    const { head, body } = await peek(part.file, SNIFF_BYTES);
    if (!contentFits(ext, head)) {
      part.file.resume();
      throw fileErrors.CONTENT_MISMATCH({ params: { ext }, field: 'file' });
    }
    const key = `${opts.enterpriseId}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${ext}`;
    const size = await storage.put(key, body);
    if (part.file.truncated) {
      await storage.remove(key);
      throw fileErrors.TOO_LARGE({ params: { max: humanSize(opts.maxBytes) }, field: 'file' });
    }
    return { enterpriseId: opts.enterpriseId, key, name: part.filename, mime, size };
  }
  opts.checkFields?.(fields);
  throw fileErrors.NO_FILE({ field: 'file' });
}

/**
 * Records a stored upload as a files row of its enterprise (`uploadedBy` null: a customer through a
 * public link), with the caller's own writes in the same transaction (`alongside`, which may refuse);
 * when anything fails the stored bytes are removed too. Answers what POST /file/upload answers.
 */
export async function saveUpload(
  ctx: { db: Db; storage: FileStorage },
  stored: StoredUpload,
  uploadedBy: number | null,
  alongside?: (tx: Db, fileId: number) => Promise<void>,
) {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(files)
        .values({
          enterpriseId: stored.enterpriseId,
          storageKey: stored.key,
          name: stored.name.slice(0, 255),
          mime: stored.mime,
          size: stored.size,
          uploadedBy,
        })
        .returning({ id: files.id, fileType: files.fileType });
      await alongside?.(tx, inserted!.id);
      return inserted!;
    });
    const url = fileUrl(row.id);
    return {
      fileUrl: url,
      files: [{ file_url: url, file_type: row.fileType, name: stored.name, size: stored.size }],
    };
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
}
