import { COVER_MAX_BYTES, coverRatioFits } from '@fieldline/domain';

const COVER_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export type CoverProblem = 'type' | 'size' | 'ratio' | 'unreadable';

/** Why a picked file cannot be a cover before it is sent (the server checks the same on save). */
export function coverFileProblem(file: { type: string; size: number }): CoverProblem | null {
  if (!COVER_MIMES.includes(file.type)) return 'type';
  if (file.size > COVER_MAX_BYTES) return 'size';
  return null;
}

export const coverSizeProblem = (width: number, height: number): CoverProblem | null =>
  coverRatioFits(width, height) ? null : 'ratio';

/** The width and height of a picked image, read by the browser. */
export function imageDimensions(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      reject(new Error('unreadable'));
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}
