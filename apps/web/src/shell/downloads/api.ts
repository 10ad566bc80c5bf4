import { get, isApiError } from '../request';

/** One file of the download centre (spec-shell §3): process_state 1 in progress, 2 finished. */
export interface DownloadFile {
  id: number;
  file_name: string;
  process_state: 1 | 2;
  failed: boolean;
  file_url: string | null;
  created_at: string;
}

export const DOWNLOAD_IN_PROGRESS = 1;
export const DOWNLOADS_QUERY_KEY = ['fileDownloadCenter'] as const;

/**
 * The user's exports. Failures are quiet (spec-shell §8); a server without the download centre
 * (404) simply has no files.
 */
export async function fetchDownloads(): Promise<DownloadFile[]> {
  try {
    const data = await get<DownloadFile[]>('/fileDownloadCenter/list', undefined, { silent: true });
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}
