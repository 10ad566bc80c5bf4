import { EVAL_IMAGE_TYPES, EVAL_IMAGES_MAX, IMAGE_MAX_BYTES } from '@fieldline/domain';

/** Content types of the extensions the public evaluation upload takes (EVAL_IMAGE_TYPES). */
const EXTENSION_OF: Record<string, (typeof EVAL_IMAGE_TYPES)[number]> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
export const EVAL_IMAGE_ACCEPT = Object.keys(EXTENSION_OF).join(',');

/** A picked picture the evaluation upload takes as it is: jpeg, png or webp within 1 MB. */
export const takenAsIs = (file: { type: string; size: number }) =>
  file.type in EXTENSION_OF && file.size <= IMAGE_MAX_BYTES;

/**
 * The name a photo is uploaded under: its own without any path or control characters, with the
 * extension of its content (the server checks the content against it); "photo" when nothing is left.
 */
export function evalPhotoName(name: string, type: string) {
  const plain = [...name.replace(/^.*[\\/]/, '')].filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f');
  const base =
    plain
      .join('')
      .replace(/\.[^.]*$/, '')
      .trim() || 'photo';
  return `${base}.${EXTENSION_OF[type] ?? 'jpg'}`;
}

/**
 * Whether a picked file still fits: `index` is its place among the files picked together, `held`
 * the photos already on the form (uploaded or uploading). Past the cap the rest are left out.
 */
export const hasRoom = (held: number, index: number, max = EVAL_IMAGES_MAX) => held + index < max;

/** One entry of the picker: its upload's status and, once uploaded, the server's file URL. */
export interface PickedPhoto {
  status?: 'uploading' | 'done' | 'error' | 'removed';
  response?: { url?: string } | unknown;
}

/** The URLs the evaluation sends: the uploaded photos, in the order shown. */
export function uploadedUrls(list: readonly PickedPhoto[]): string[] {
  return list.flatMap((f) => {
    const url = (f.response as { url?: unknown } | undefined)?.url;
    return f.status === 'done' && typeof url === 'string' ? [url] : [];
  });
}

/** Whether any photo is still on its way (the form waits for it before sending). */
export const anyUploading = (list: readonly PickedPhoto[]) => list.some((f) => f.status === 'uploading');
