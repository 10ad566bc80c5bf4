import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { SIGNED_IN, UPLOAD_MAX_BYTES } from '@fieldline/domain';
import { files } from '../../db/schema';
import { assertCsrf, csrfFrom, defineRoute } from '../../core/route';
import {
  ALLOWED_TYPES,
  contentFits,
  extensionOf,
  humanSize,
  isPlainFileName,
  SNIFF_BYTES,
} from './file-types';
import { fileErrors } from './errors';

const tags = ['files'];
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

export const fileRoutes = [
  defineRoute({
    method: 'POST',
    url: '/file/upload',
    access: SIGNED_IN,
    multipart: true,
    tags,
    summary: 'Upload one file (multipart field "file"); answers data.fileUrl and data.files',
    handler: async ({ req, auth }) => {
      if (!req.isMultipart()) throw fileErrors.NO_FILE({ field: 'file' });
      const { db, storage } = req.server.ctx;
      let csrf = csrfFrom(req);
      // preservePath: the name as sent, so a path in it is refused rather than silently cut off
      const parts = req.parts({
        preservePath: true,
        limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === 'csrfToken' && typeof part.value === 'string') csrf ??= part.value;
          continue;
        }
        assertCsrf(auth, csrf);
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        if (!isPlainFileName(part.filename)) {
          part.file.resume();
          throw fileErrors.BAD_FILE_NAME({ field: 'file' });
        }
        const ext = extensionOf(part.filename);
        const mime = ALLOWED_TYPES[ext];
        if (!mime) {
          part.file.resume();
          throw fileErrors.UNSUPPORTED_TYPE({ params: { ext: ext || '?' }, field: 'file' });
        }
        const { head, body } = await peek(part.file, SNIFF_BYTES);
        if (!contentFits(ext, head)) {
          part.file.resume();
          throw fileErrors.CONTENT_MISMATCH({ params: { ext }, field: 'file' });
        }
        const key = `${auth.user.enterpriseId}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${ext}`;
        const size = await storage.put(key, body);
        if (part.file.truncated) {
          await storage.remove(key);
          throw fileErrors.TOO_LARGE({ params: { max: humanSize(UPLOAD_MAX_BYTES) }, field: 'file' });
        }
        const [row] = await db
          .insert(files)
          .values({
            enterpriseId: auth.user.enterpriseId,
            storageKey: key,
            name: part.filename.slice(0, 255),
            mime,
            size,
            uploadedBy: auth.user.id,
          })
          .returning({ id: files.id, fileType: files.fileType });
        const url = fileUrl(row!.id);
        return {
          fileUrl: url,
          files: [{ file_url: url, file_type: row!.fileType, name: part.filename, size }],
        };
      }
      assertCsrf(auth, csrf);
      throw fileErrors.NO_FILE({ field: 'file' });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/file/download/:id',
    access: SIGNED_IN,
    raw: true,
    tags,
    summary: 'Download a file of my enterprise',
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    handler: async ({ req, reply, auth, params }) => {
      const { db, storage } = req.server.ctx;
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.enterpriseId, auth.user.enterpriseId), eq(files.id, params.id)));
      if (!row || !(await storage.exists(row.storageKey))) throw fileErrors.FILE_NOT_FOUND();
      const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf';
      reply
        .header('content-type', row.mime)
        .header('content-length', row.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        );
      return reply.send(storage.get(row.storageKey));
    },
  }),
];
