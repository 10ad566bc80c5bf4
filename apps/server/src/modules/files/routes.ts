import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { SIGNED_IN, UPLOAD_MAX_BYTES } from '@fieldline/domain';
import { files } from '../../db/schema';
import { assertCsrf, csrfFrom, defineRoute } from '../../core/route';
import { mine } from '../../core/tenant';
import { fileErrors } from './errors';
import { receiveFile, saveUpload } from './store';

export { fileUrl } from './store';

const tags = ['files'];

export const fileRoutes = [
  defineRoute({
    method: 'POST',
    url: '/file/upload',
    access: SIGNED_IN,
    multipart: true,
    tags,
    summary: 'Upload one file (multipart field "file"); answers data.fileUrl and data.files',
    handler: async ({ req, tenant }) => {
      const csrf = csrfFrom(req);
      const stored = await receiveFile(req, {
        enterpriseId: tenant.enterpriseId,
        maxBytes: UPLOAD_MAX_BYTES,
        checkFields: (fields) => assertCsrf(tenant.auth, csrf ?? fields.csrfToken),
      });
      return saveUpload({ db: tenant.db, storage: tenant.app.storage }, stored, tenant.user.id);
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
    handler: async ({ reply, tenant, params }) => {
      const { storage } = tenant.app;
      const [row] = await tenant.db
        .select()
        .from(files)
        .where(mine(tenant, files, eq(files.id, params.id)));
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
