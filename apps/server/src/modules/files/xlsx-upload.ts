import type { FastifyRequest } from 'fastify';
import type { Auth } from '../../core/auth';
import type { ErrorFactory } from '../../core/errors';
import { assertCsrf, csrfFrom } from '../../core/route';
import { extensionOf, humanSize } from './file-types';

/** The importing module's own refusals (its messages name its template). */
export interface XlsxUploadErrors {
  IMPORT_NO_FILE: ErrorFactory;
  IMPORT_NOT_XLSX: ErrorFactory;
  IMPORT_TOO_LARGE: ErrorFactory;
}

/**
 * The bytes of the .xlsx in an import's multipart field "file", after the CSRF check: no file 400,
 * another type 415, over `maxBytes` 413, each naming the field.
 */
export async function readXlsxUpload(
  req: FastifyRequest,
  auth: Auth,
  maxBytes: number,
  errors: XlsxUploadErrors,
): Promise<Buffer> {
  if (!req.isMultipart()) throw errors.IMPORT_NO_FILE({ field: 'file' });
  let csrf = csrfFrom(req);
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'csrfToken' && typeof part.value === 'string') csrf ??= part.value;
      continue;
    }
    assertCsrf(auth, csrf);
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    if (extensionOf(part.filename) !== 'xlsx') {
      part.file.resume();
      throw errors.IMPORT_NOT_XLSX({ field: 'file' });
    }
    try {
      return await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw errors.IMPORT_TOO_LARGE({ field: 'file', params: { max: humanSize(maxBytes) } });
      throw err;
    }
  }
  assertCsrf(auth, csrf);
  throw errors.IMPORT_NO_FILE({ field: 'file' });
}
