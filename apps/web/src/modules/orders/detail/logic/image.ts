import { IMAGE_MAX_BYTES } from '@fieldline/domain';

/** Photos are scaled so their long side is at most this (a phone camera gives 4000 px and more). */
export const PHOTO_MAX_SIDE = 1600;
/** JPEG qualities tried in turn until the photo fits the 1 MB image limit. */
export const PHOTO_QUALITIES = [0.85, 0.72, 0.6, 0.45] as const;

/** The size of a picture scaled down (never up) so its long side is at most `max`. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const long = Math.max(width, height);
  if (long <= max || long === 0) return { width, height };
  const scale = max / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A picture the server takes as it is: an image within the limit. */
export const fitsAsIs = (file: { type: string; size: number }) =>
  file.type.startsWith('image/') && file.size <= IMAGE_MAX_BYTES;

/**
 * The first encoding that fits the limit, trying the qualities in turn; null when none does.
 * `encode` draws the scaled picture and answers its JPEG at a quality.
 */
export async function firstFitting(
  encode: (quality: number) => Promise<Blob | null>,
  limit = IMAGE_MAX_BYTES,
): Promise<Blob | null> {
  for (const quality of PHOTO_QUALITIES) {
    const blob = await encode(quality);
    if (blob && blob.size <= limit) return blob;
  }
  return null;
}

/**
 * A camera photo made fit for upload (images ≤ 1 MB): kept as it is when it already fits (`keep`),
 * otherwise scaled to PHOTO_MAX_SIDE and re-encoded as JPEG. Null when it is not a readable image
 * or cannot be made small enough.
 */
export async function preparePhoto(file: File, keep = fitsAsIs): Promise<Blob | null> {
  if (!file.type.startsWith('image/')) return null;
  if (keep(file)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = Object.assign(document.createElement('canvas'), size);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return firstFitting((quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)));
}

/** The upload's file name: the photo's own, with .jpg when it was re-encoded. */
export const photoName = (file: File, blob: Blob) =>
  blob === file ? file.name : `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
