import { IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES, type FormMessageKey } from '@fieldline/domain';
import { isCancel, post } from '../../shell/request';

/** What POST /api/file/upload answers (files module). */
interface UploadResult {
  fileUrl: string;
}

/**
 * Uploads one file as the multipart field "file" (the request client adds the CSRF token) and
 * answers its URL, `/api/file/download/<id>`; null when the call was cancelled as a duplicate.
 * Failures reject after the request client has shown their message.
 */
export async function uploadFile(file: Blob, name: string): Promise<string | null> {
  const data = new FormData();
  data.append('file', file, name);
  const result = await post<UploadResult>('/file/upload', data, { _noCancel: true });
  return isCancel(result) ? null : result.fileUrl;
}

/** Why a picked file cannot go into an image control (images ≤ 1 MB), or null if it can. */
export function imageFileProblem(file: { type: string; size: number }): FormMessageKey | null {
  return file.type.startsWith('image/') && file.size <= IMAGE_MAX_BYTES ? null : 'image';
}

/** Why a picked file cannot be attached (the upload limit), or null if it can. */
export function attachmentProblem(file: { size: number }): FormMessageKey | null {
  return file.size <= UPLOAD_MAX_BYTES ? null : 'file';
}
