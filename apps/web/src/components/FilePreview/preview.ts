import { createStore } from '../../shell/store';

/**
 * The file-preview service for office documents (spec-shell §7 "File preview"): configured with
 * VITE_FILE_PREVIEW_BASE at build time. Without it, office files are offered for download.
 */
export const FILE_PREVIEW_BASE: string = import.meta.env.VITE_FILE_PREVIEW_BASE ?? '';

export type FileKind = 'image' | 'pdf' | 'office' | 'other';

const IMAGE = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg'];
const OFFICE = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'csv', 'txt', 'odt', 'ods', 'odp', 'rtf'];

/** What kind of file a name or URL is, by its extension (query and fragment ignored). */
export function fileKind(nameOrUrl: string): FileKind {
  const ext = nameOrUrl.split(/[?#]/)[0]!.split('.').pop()?.toLowerCase() ?? '';
  if (nameOrUrl.startsWith('data:image')) return 'image';
  if (IMAGE.includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (OFFICE.includes(ext)) return 'office';
  return 'other';
}

/** UTF-8 text as base64. */
export function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The preview service's address for a file: `<previewBase>?url=<base64(file URL)>`, the file URL
 * made absolute so the service can fetch it. Null when no service is configured.
 */
export function previewUrl(
  fileUrl: string,
  previewBase = FILE_PREVIEW_BASE,
  origin = window.location.origin,
) {
  if (!previewBase) return null;
  const absolute = new URL(fileUrl, origin).href;
  const joiner = previewBase.includes('?') ? '&' : '?';
  return `${previewBase}${joiner}url=${encodeURIComponent(base64(absolute))}`;
}

export interface PreviewFile {
  url: string;
  name?: string;
}

/** The file the preview modal shows, if any. */
export const previewedFile = createStore<PreviewFile | null>(null);

/** Opens the shell's file preview (spec-shell §2 "file-preview opener"). */
export const openFilePreview = (file: PreviewFile) => previewedFile.set(file);
export const closeFilePreview = () => previewedFile.set(null);
